import { z } from 'zod';
import { optionalText, requiredText } from './fields.ts';
import { IMPORT_FIELD_KEYS, type ImportField } from './imports-fields.ts';
import { statusMapSchema, statusValueSchema } from './imports-status.ts';

/**
 * The CSV/Excel import contract (back-office §2.1, §3 csv_imports, failure report,
 * column_mapping_templates, §4 import wizard and status, §5, §7 "CSV import and templates", §8,
 * §9), administrators only:
 *
 * - POST /api/csv-import (multipart: csvFile, manufacturerId) → uploadResponseSchema
 * - POST /api/csv-import/{id}/layout (layoutRequestSchema) → uploadResponseSchema (another sheet or header row)
 * - POST /api/csv-import/{id}/process (processRequestSchema) → { message }
 * - GET /api/csv-imports → importHistorySchema (newest first; poll while one is processing)
 * - DELETE /api/csv-import/{id} → { message }
 * - POST /api/csv-import/{id}/check (importCheckRequestSchema) → importCheckSchema: the whole file
 *   under a mapping, before it is started
 * - POST /api/csv-import/{id}/retry (retryRequestSchema, optional) → { message }
 * - GET /api/csv-import/{id}/mapping → importMappingSchema (what a retry can change)
 * - GET /api/csv-import/{id}/failure-report → failureReportSchema
 * - GET /api/csv-import/{id}/export-failed → CSV download (failed_rows.csv)
 * - GET/POST /api/column-mapping-templates, DELETE /api/column-mapping-templates/{id}
 *
 * Fields and row rules: imports-fields.ts; ★ suggestions: imports-mapping.ts.
 */

// Spec §9.
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
export const IMPORT_SAMPLE_ROWS = 3;
export const PREVIEW_ISSUES_SHOWN = 5;
export const FAILURE_SUMMARY_ERRORS = 10;
export const FAILED_ROW_SAMPLES = 5;
export const IMPORT_POLL_MS = 2000;
export const IMPORT_POLL_STOP_MS = 300_000;
export const PROGRESS_MIN_PERCENT = 25;
export const PROGRESS_MAX_PERCENT = 95;
/** Rows under the header an import may have; a larger file is refused with a message to split it. */
export const MAX_IMPORT_ROWS = 100_000;
/** How many imports one history page holds (newest first). */
export const IMPORT_HISTORY_PAGE = 50;
export const MAX_IMPORT_HISTORY_PAGE = 200;
export const FAILED_ROWS_FILENAME = 'failed_rows.csv';
/** The form field names of the upload (spec §7). */
export const UPLOAD_FILE_FIELD = 'csvFile';
export const UPLOAD_MANUFACTURER_FIELD = 'manufacturerId';

/**
 * uploaded: the wizard's upload, not started yet (not in the history; removed after a day if never
 * started). processing → staged, or failed with a reason; completed is the spec's value for an
 * import whose rows were all reviewed (set by review, never by the job).
 */
export const IMPORT_STATUSES = ['uploaded', 'processing', 'staged', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_FILE_KINDS = ['csv', 'xlsx', 'xls'] as const;

/** Spec §5 and the server's own refusals, word for word on both sides. */
export const IMPORT_MESSAGES = {
  selectManufacturer: 'Please select a manufacturer first',
  manufacturerInvalid: 'Choose an active manufacturer organization',
  templateNameRequired: 'Please enter a template name',
  templateMappingEmpty: 'Map at least one column before saving a template',
  skuNotMapped: 'Map a column to SKU before importing',
  columnOutOfRange: (label: string, columns: number) =>
    `${label} is mapped to a column the file does not have (it has ${columns} column${columns === 1 ? '' : 's'})`,
  noDataRows: 'The file has a header row but no rows under it',
  importNotFound: 'Import not found',
  templateNotFound: 'Template not found',
  templateNameTaken: (name: string) => `A template named "${name}" already exists`,
  alreadyStarted: 'This import has already been started',
  stillProcessing: 'The import is still processing; wait until it has finished',
  notRetryable: 'Only a failed import, or one with failed rows, can be retried',
  notStarted: 'This import has not been started yet',
  noFailedRows: 'This import has no failed rows',
  fileMissing: 'The uploaded file is no longer stored; delete this import and upload the file again',
  started: (rows: number) =>
    `Import started: ${rows.toLocaleString('en-US')} row${rows === 1 ? ' is' : 's are'} being processed`,
  reset: (rows: number) =>
    `Import reset: its ${rows.toLocaleString('en-US')} row${rows === 1 ? ' is' : 's are'} being processed again`,
  deleted: 'Import deleted',
  allRowsFailed: (rows: number) =>
    `All ${rows.toLocaleString('en-US')} row${rows === 1 ? '' : 's'} failed: nothing was staged. See the failure report, fix the file or the mapping, and retry.`,
  allSkusStaged:
    'No rows were imported and none failed: all SKUs were probably already staged. Delete this import and re-upload the file after reviewing the staged products.',
} as const;

/** Spec §8 toasts (titles and descriptions), word for word. */
export const IMPORT_TOASTS = {
  uploadFailed: 'Upload failed',
  failedToUpload: 'Failed to upload file',
  processFailed: 'Failed to process import',
  missingData: 'Missing import data',
  saveTemplateFailed: 'Failed to save template',
  deleteTemplateFailed: 'Failed to delete template',
  retryFailedTitle: 'Retry Failed',
  deleteFailedTitle: 'Delete Failed',
  reportFailedTitle: 'Report Failed',
  reportFailed: 'Failed to generate failure report',
  exportFailedTitle: 'Export Failed',
  exportFailed: 'Failed to export failed rows',
  uploaded: 'File uploaded successfully',
  importStarted: 'Import Started',
  templateSaved: 'Column mapping template saved successfully',
  templateDeleted: 'Template deleted successfully',
  importReset: 'Import Reset',
  importDeleted: 'Import Deleted',
  exportComplete: 'Export Complete',
} as const;

/** Progress shown while processing: processed over total, clamped 25–95 %, 100 when finished (spec §4). */
export function importProgressPercent(status: ImportStatus, processed: number, total: number): number {
  if (status === 'staged' || status === 'completed' || status === 'failed') return 100;
  const raw = total > 0 ? (processed / total) * 100 : 0;
  return Math.round(Math.min(PROGRESS_MAX_PERCENT, Math.max(PROGRESS_MIN_PERCENT, raw)));
}

const columnIndex = z
  .number({ error: 'A column must be given by its position (0 for the first)' })
  .int('A column must be given by its position (0 for the first)')
  .min(0, 'A column must be given by its position (0 for the first)')
  .nullable()
  .optional();

/**
 * Product field → column index (0-based, in the file's header row) or null. Unknown keys are
 * dropped. That SKU is mapped and that indexes fit the file is checked against the import
 * (processing) — the shape alone cannot know the file.
 */
export const columnMappingSchema = z.object(
  Object.fromEntries(IMPORT_FIELD_KEYS.map((key) => [key, columnIndex])) as Record<
    ImportField,
    typeof columnIndex
  >,
  { error: 'The column mapping must map product fields to column positions' },
);
export type ColumnMappingInput = z.infer<typeof columnMappingSchema>;

const idSchema = z.string().trim().min(1).max(100);

/** The multipart text fields of POST /api/csv-import. */
export const uploadFieldsSchema = z.object({
  manufacturerId: requiredText('Manufacturer', 100, IMPORT_MESSAGES.selectManufacturer),
});

export const mappingSuggestionSchema = z.object({
  mapping: columnMappingSchema,
  sources: z.record(z.string(), z.enum(['previous', 'name', 'synonym', 'similar'])),
  /** The template the manufacturer's last import was started with, when it named one. */
  templateId: z.string().nullable(),
  templateName: z.string().nullable(),
});
export type MappingSuggestionResponse = z.infer<typeof mappingSuggestionSchema>;

/** A sheet of an uploaded workbook, as its tab bar lists it. */
export const workbookSheetSchema = z.object({
  name: z.string(),
  visible: z.boolean(),
  /** Only a worksheet can be read; a chart sheet holds no table. */
  kind: z.enum(['worksheet', 'chartsheet', 'other']),
});
export type WorkbookSheetInfo = z.infer<typeof workbookSheetSchema>;

/**
 * POST /api/csv-import: spec §7 fields, plus the file's kind and the ★ suggestion, and where the
 * table was found: the sheet read, its header row (found by its shape: a title block above is
 * passed over), the first rows to choose another from, and warnings about what was read.
 */
export const uploadResponseSchema = z.object({
  importId: z.string(),
  filename: z.string(),
  fileKind: z.enum(IMPORT_FILE_KINDS),
  headers: z.array(z.string()),
  /** The first IMPORT_SAMPLE_ROWS rows, each with one cell per header (long cells cut). */
  sampleData: z.array(z.array(z.string())),
  totalRows: z.number().int(),
  suggestion: mappingSuggestionSchema,
  /** Each sample row's number as the spreadsheet shows it (title and blank rows counted). */
  sampleRowNumbers: z.array(z.number().int()),
  /** The spreadsheet's row number of the header row read. */
  headerRow: z.number().int(),
  /** True when the header row was found by its shape; false when chosen, or no row looked like one. */
  headerDetected: z.boolean(),
  /** The first non-empty rows of the sheet (cells cut short), to choose another header row from. */
  topRows: z.array(z.object({ number: z.number().int(), cells: z.array(z.string()) })),
  /** A workbook's sheets in tab order (empty for a CSV) and the one read. */
  sheets: z.array(workbookSheetSchema),
  sheet: z.string().nullable(),
  /** What was read with care or left out: hidden rows, unnamed columns, a doubtful text encoding. */
  warnings: z.array(z.string()),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * POST /api/csv-import/{id}/layout: reads the upload again from another sheet and/or header row
 * (a row number as the spreadsheet shows it); answers as the upload does. Only before processing.
 */
export const layoutRequestSchema = z.object({
  sheet: z.string().trim().min(1, 'Choose a sheet').max(200).nullish(),
  headerRow: z
    .number({ error: 'The header row must be a row number (1 for the first row)' })
    .int('The header row must be a row number (1 for the first row)')
    .min(1, 'The header row must be a row number (1 for the first row)')
    .max(1_048_576, 'The header row must be a row number (1 for the first row)')
    .nullish(),
});
export type LayoutRequest = z.input<typeof layoutRequestSchema>;

/**
 * POST /api/csv-import/{id}/process. csvData (spec §7) is accepted and ignored: the server reads
 * the file it stored — clients should leave it out (the request body limit is 1 MB). templateId:
 * the template the mapping came from, counted as used and remembered for the next suggestion.
 */
export const processRequestSchema = z.object({
  columnMapping: columnMappingSchema,
  csvData: z.unknown().optional(),
  templateId: idSchema.nullish(),
  /** The admin's corrections of the Status values' meaning (value → status); see imports-status.ts. */
  statusMap: statusMapSchema.optional(),
  /**
   * Rows of this file whose SKU is pending review from an earlier import replace those pending rows
   * (a corrected file) instead of being skipped.
   */
  replacePending: z.boolean({ error: 'replacePending must be true or false' }).optional(),
});
export type ProcessRequest = z.input<typeof processRequestSchema>;

/** POST /api/csv-import/{id}/retry: optionally with another mapping (and status map) than the last run's. */
export const retryRequestSchema = z
  .object({
    columnMapping: columnMappingSchema.optional(),
    statusMap: statusMapSchema.optional(),
  })
  .nullish();
export type RetryRequest = z.input<typeof retryRequestSchema>;

/**
 * GET /api/csv-import/{id}/mapping: a started import's header and the mapping its last run used, for
 * the history's Retry dialog to show and change; the first failed row's cells (one per header) show
 * what each column holds.
 */
export const importMappingSchema = z.object({
  importId: z.string(),
  filename: z.string(),
  headers: z.array(z.string()),
  columnMapping: columnMappingSchema,
  sampleRow: z.array(z.string()).nullable(),
  sampleRowNumber: z.number().int().nullable(),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** POST /api/csv-import/{id}/check: the mapping (and status map) the preview would start with. */
export const importCheckRequestSchema = processRequestSchema.pick({ columnMapping: true, statusMap: true });
export type ImportCheckRequest = z.input<typeof importCheckRequestSchema>;

/** How many examples of each kind the check answers. */
export const CHECK_EXAMPLES = 5;

/**
 * The whole file read under a mapping, as the process step would (issue 15 item 24): how many rows
 * will fail, carry warnings, be flagged as no product, or lose to a later row of the same SKU, with
 * the first few of each as 'Row 12: …'; the Status column's values and what each becomes; how many
 * SKUs are pending review from another import (skipped unless replacePending).
 */
export const importCheckSchema = z.object({
  totalRows: z.number().int(),
  rowsFailing: z.number().int(),
  rowsWithWarnings: z.number().int(),
  rowsFlagged: z.number().int(),
  /** Earlier rows of a repeated SKU (each replaced by its last row). */
  duplicateRows: z.number().int(),
  pendingElsewhere: z.number().int(),
  failures: z.array(z.string()),
  warnings: z.array(z.string()),
  flagged: z.array(z.string()),
  duplicates: z.array(z.string()),
  /** Null when Status is not mapped. */
  statusValues: z.array(statusValueSchema).nullable(),
});
export type ImportCheck = z.infer<typeof importCheckSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** One import as the history shows it. */
export const csvImportSchema = z.object({
  id: z.string(),
  filename: z.string(),
  fileKind: z.enum(IMPORT_FILE_KINDS).nullable(),
  fileSize: z.number().int().nullable(),
  manufacturerId: z.string().nullable(),
  manufacturerName: z.string().nullable(),
  userName: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES),
  totalRows: z.number().int(),
  /** Rows done so far (staged + failed + skipped); progress is processedRows / totalRows. */
  processedRows: z.number().int(),
  /** Rows this import put into staging (spec's recordsStaged; recordsImported is the same count). */
  recordsStaged: z.number().int(),
  recordsImported: z.number().int(),
  recordsFailed: z.number().int(),
  /** Rows left out because their SKU was already pending review from another source. */
  recordsSkipped: z.number().int(),
  /** Of the staged: rows with a cell left empty or rounded, and rows flagged as no product. */
  recordsWarned: z.number().int(),
  recordsFlagged: z.number().int(),
  /** Import-level messages: why it failed, how many rows were skipped. Row errors: the failure report. */
  errorLog: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CsvImport = z.infer<typeof csvImportSchema>;

export const importHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_IMPORT_HISTORY_PAGE).default(IMPORT_HISTORY_PAGE),
  /** The previous page's nextCursor; opaque. */
  cursor: z.string().max(200).optional(),
});
export type ImportHistoryQuery = z.input<typeof importHistoryQuerySchema>;

/** GET /api/csv-imports. */
export const importHistorySchema = z.object({
  imports: z.array(csvImportSchema),
  nextCursor: z.string().nullable(),
  /** True while any import is processing: the screen polls every IMPORT_POLL_MS until false. */
  anyProcessing: z.boolean(),
});
export type ImportHistory = z.infer<typeof importHistorySchema>;

export const failedRowSchema = z.object({
  rowNumber: z.number().int(),
  error: z.string(),
  /** The row's original cells by header name. */
  data: z.record(z.string(), z.string()),
});
export type FailedRow = z.infer<typeof failedRowSchema>;

/** GET /api/csv-import/{id}/failure-report (spec §3 "Failure report"). */
export const failureReportSchema = z.object({
  importId: z.string(),
  filename: z.string(),
  importDate: z.string(),
  totalRows: z.number().int(),
  recordsStaged: z.number().int(),
  recordsFailed: z.number().int(),
  recordsSkipped: z.number().int(),
  recordsWarned: z.number().int(),
  recordsFlagged: z.number().int(),
  /** Failed over total rows, in percent with one decimal (0 for an empty file). */
  failureRate: z.number(),
  /** The first FAILURE_SUMMARY_ERRORS failures as 'Row 12: SKU is required', then import-level messages. */
  errors: z.array(z.string()),
  /** How many errors `errors` leaves out ('... and N more errors'). */
  moreErrors: z.number().int(),
  /** The first FAILED_ROW_SAMPLES failed rows. */
  failedRows: z.array(failedRowSchema),
});
export type FailureReport = z.infer<typeof failureReportSchema>;

/** Failed over total, percent, one decimal. */
export const failureRateOf = (failed: number, total: number): number =>
  total > 0 ? Math.round((failed / total) * 1000) / 10 : 0;

export const TEMPLATE_NAME_MAX = 100;
export const TEMPLATE_DESCRIPTION_MAX = 500;

/** POST /api/column-mapping-templates (spec §5: name required, non-empty mapping). */
export const createTemplateSchema = z.object({
  name: requiredText('Template name', TEMPLATE_NAME_MAX, IMPORT_MESSAGES.templateNameRequired),
  description: optionalText('Description', TEMPLATE_DESCRIPTION_MAX),
  mapping: columnMappingSchema.refine(
    (mapping) => Object.values(mapping).some((index) => index !== null && index !== undefined),
    IMPORT_MESSAGES.templateMappingEmpty,
  ),
});
export type CreateTemplateRequest = z.input<typeof createTemplateSchema>;

/** A saved mapping; templates are shared by all administrators. */
export const columnMappingTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  mapping: columnMappingSchema,
  isDefault: z.boolean(),
  usageCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ColumnMappingTemplate = z.infer<typeof columnMappingTemplateSchema>;

/** GET /api/column-mapping-templates: most used first, then by name. */
export const templateListSchema = z.array(columnMappingTemplateSchema);
