import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** One uploaded catalogue file; its rows land in staged_products. */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: idColumn(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    manufacturerId: text('manufacturer_id').references(() => organizations.id, { onDelete: 'set null' }),
    recordsImported: integer('records_imported').notNull().default(0),
    recordsFailed: integer('records_failed').notNull().default(0),
    recordsStaged: integer('records_staged').notNull().default(0),
    totalRows: integer('total_rows').notNull().default(0),
    imagesProcessed: integer('images_processed').notNull().default(0),
    totalImages: integer('total_images').notNull().default(0),
    /** processing, staged, completed or failed */
    status: text('status').notNull().default('processing'),
    errorLog: jsonb('error_log').$type<string[]>(),
    /** Product field → column index (or null when unmapped). */
    columnMapping: jsonb('column_mapping').$type<Record<string, number | null>>(),
    /** The uploaded file's text, kept so that processing and retry can run in a worker. */
    content: text('content'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('csv_imports_user_idx').on(t.userId),
    index('csv_imports_manufacturer_idx').on(t.manufacturerId),
    index('csv_imports_created_at_idx').on(t.createdAt),
  ],
);
