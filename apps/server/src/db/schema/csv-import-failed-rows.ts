import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { csvImports } from './csv-imports.ts';

/**
 * A row of an import that was not staged: its row number (header = row 1), why, and its original
 * cells in the file's column order (for the failure report and the failed-rows export). One per
 * (import, row): a resumed or repeated batch cannot record a row twice.
 */
export const csvImportFailedRows = pgTable(
  'csv_import_failed_rows',
  {
    id: idColumn(),
    csvImportId: text('csv_import_id')
      .notNull()
      .references(() => csvImports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    error: text('error').notNull(),
    data: jsonb('data').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('csv_import_failed_rows_import_row_idx').on(t.csvImportId, t.rowNumber)],
);
