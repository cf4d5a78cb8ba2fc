import type { CsvImport, ImportStatus } from '@crossover/domain/imports';
import type { ImportRow } from './repo.ts';

/** An import as the history shows it (rows never leave the server unmapped). */
export function presentImport(row: ImportRow): CsvImport {
  return {
    id: row.id,
    filename: row.filename,
    fileKind: (row.fileKind as CsvImport['fileKind']) ?? null,
    fileSize: row.fileSize,
    manufacturerId: row.manufacturerId,
    manufacturerName: row.manufacturerName,
    userName: row.userName,
    status: row.status as ImportStatus,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    recordsStaged: row.recordsStaged,
    recordsImported: row.recordsImported,
    recordsFailed: row.recordsFailed,
    recordsSkipped: row.recordsSkipped,
    recordsWarned: row.recordsWarned,
    recordsFlagged: row.recordsFlagged,
    errorLog: importMessages(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Import-level messages: the stored ones, then why the job failed when it did. */
export function importMessages(row: ImportRow): string[] {
  const messages = [...(row.errorLog ?? [])];
  if (row.status === 'failed' && row.jobFailure) messages.push(row.jobFailure);
  return messages;
}

/** The history's keyset cursor: created_at as PostgreSQL's exact text, and the id. */
export function encodeHistoryCursor(row: ImportRow): string {
  return Buffer.from(JSON.stringify([row.createdAtText, row.id])).toString('base64url');
}

/** created_at::text as PostgreSQL writes it, e.g. '2026-05-01 10:00:00.123456+00'. */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** Null when the cursor is not one the history made (a 400 for the caller, never a cast error). */
export function decodeHistoryCursor(cursor: string): [string, string] | null {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const fits =
      Array.isArray(values) &&
      values.length === 2 &&
      typeof values[0] === 'string' &&
      PG_TIMESTAMP.test(values[0]) &&
      typeof values[1] === 'string' &&
      values[1].length <= 100 &&
      // eslint-disable-next-line no-control-regex -- PostgreSQL text cannot hold NUL
      !/\u0000/.test(values[1]);
    return fits ? (values as [string, string]) : null;
  } catch {
    return null;
  }
}
