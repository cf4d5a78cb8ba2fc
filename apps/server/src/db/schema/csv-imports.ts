import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { backgroundJobs } from './background-jobs.ts';
import { columnMappingTemplates } from './column-mapping-templates.ts';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * One uploaded catalogue file; its valid rows land in staged_products, its invalid ones in
 * csv_import_failed_rows. The file itself is in object storage (`file_key`): processing and retry
 * read it there, never from the client (decision 0019).
 */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: idColumn(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    manufacturerId: text('manufacturer_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** Rows this import put into staging (the spec's 'imported'; equal to records_staged). */
    recordsImported: integer('records_imported').notNull().default(0),
    recordsFailed: integer('records_failed').notNull().default(0),
    recordsStaged: integer('records_staged').notNull().default(0),
    /** Rows left out because their SKU was already pending review from another source. */
    recordsSkipped: integer('records_skipped').notNull().default(0),
    /** staged + failed + skipped so far: the progress over total_rows. */
    processedRows: integer('processed_rows').notNull().default(0),
    totalRows: integer('total_rows').notNull().default(0),
    imagesProcessed: integer('images_processed').notNull().default(0),
    totalImages: integer('total_images').notNull().default(0),
    /** uploaded (not started), processing, staged, completed or failed */
    status: text('status').notNull().default('processing'),
    /** Import-level messages (why it failed, rows skipped); row errors are in csv_import_failed_rows. */
    errorLog: jsonb('error_log').$type<string[]>(),
    /** Product field → column index (or null when unmapped). */
    columnMapping: jsonb('column_mapping').$type<Record<string, number | null>>(),
    /** The stored file: its object key, kind by content (csv, xlsx, xls), size in bytes. */
    fileKey: text('file_key'),
    fileKind: text('file_kind'),
    fileSize: integer('file_size'),
    /** The file's header row, as read at upload. */
    headers: jsonb('headers').$type<string[]>(),
    /** The workbook's sheet read (null for a CSV) and the row number of its header (null: the first non-blank row). */
    sheetName: text('sheet_name'),
    headerRow: integer('header_row'),
    /** The background job processing it now (decision 0011: the job row has attempts and errors). */
    jobId: text('job_id').references(() => backgroundJobs.id, { onDelete: 'set null' }),
    /** The template the mapping came from, if one was named: the manufacturer's next suggestion. */
    templateId: text('template_id').references(() => columnMappingTemplates.id, { onDelete: 'set null' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('csv_imports_user_idx').on(t.userId),
    index('csv_imports_manufacturer_idx').on(t.manufacturerId, t.createdAt),
    index('csv_imports_created_at_idx').on(t.createdAt, t.id),
    index('csv_imports_status_idx').on(t.status),
    index('csv_imports_job_idx').on(t.jobId),
    index('csv_imports_template_idx').on(t.templateId),
  ],
);
