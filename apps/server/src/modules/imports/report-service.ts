import {
  FAILED_ROWS_FILENAME,
  FAILED_ROW_SAMPLES,
  FAILURE_SUMMARY_ERRORS,
  type FailureReport,
  IMPORT_MESSAGES,
  type ImportMapping,
  failureRateOf,
} from '@crossover/domain/imports';
import { rowErrorLine } from '@crossover/domain/imports-fields';
import type { AppContext } from '@/context.ts';
import { type Actor } from '@/lib/actor.ts';
import { requireCapability } from '@/lib/authorize.ts';
import { type CsvExport, keysetPages } from '@/lib/csv-export.ts';
import { cellsByHeader, failedRowsColumns } from '@/lib/imports/failure-report.ts';
import { conflict, notFound } from '@/lib/errors.ts';
import { failedRowsPage } from './failed-rows-repo.ts';
import { importMessages } from './present.ts';
import { type ImportRow, findImport } from './repo.ts';

type FailedRowRecord = Awaited<ReturnType<typeof failedRowsPage>>[number];

/** Failed rows per keyset page of the export: one page in memory at a time. */
const EXPORT_PAGE_SIZE = 2000;

/**
 * The failure report (spec §3) and the failed rows as a CSV in their original columns plus an
 * Error column (spec §7, failed_rows.csv), administrators only.
 */
export function createImportReportsService({ db }: Pick<AppContext, 'db'>) {
  async function started(actor: Actor, id: string): Promise<ImportRow> {
    requireCapability(actor, 'imports.manage', { scope: 'any' });
    const row = await findImport(db, id);
    if (!row) throw notFound(IMPORT_MESSAGES.importNotFound);
    if (row.status === 'uploaded') throw conflict(IMPORT_MESSAGES.notStarted);
    return row;
  }

  return {
    /** The header and last mapping of a started import (the Retry dialog), with a failed row's cells. */
    async mapping(actor: Actor, id: string): Promise<ImportMapping> {
      const row = await started(actor, id);
      const headers = row.headers ?? [];
      const [failed] = await failedRowsPage(db, id, undefined, 1);
      return {
        importId: row.id,
        filename: row.filename,
        headers,
        columnMapping: (row.columnMapping ?? {}) as ImportMapping['columnMapping'],
        sampleRow: failed ? headers.map((_, index) => failed.data[index] ?? '') : null,
        sampleRowNumber: failed?.rowNumber ?? null,
      };
    },

    async failureReport(actor: Actor, id: string): Promise<FailureReport> {
      const row = await started(actor, id);
      const headers = row.headers ?? [];
      const first = await failedRowsPage(db, id, undefined, FAILURE_SUMMARY_ERRORS);
      // Import-level messages (why it failed, rows skipped) first: they explain the rest.
      const all = [
        ...importMessages(row),
        ...first.map((failed) => rowErrorLine(failed.rowNumber, failed.error)),
      ];
      const errors = all.slice(0, FAILURE_SUMMARY_ERRORS);
      const totalErrors = importMessages(row).length + row.recordsFailed;
      return {
        importId: row.id,
        filename: row.filename,
        importDate: row.createdAt.toISOString(),
        totalRows: row.totalRows,
        recordsStaged: row.recordsStaged,
        recordsFailed: row.recordsFailed,
        recordsSkipped: row.recordsSkipped,
        recordsWarned: row.recordsWarned,
        recordsFlagged: row.recordsFlagged,
        failureRate: failureRateOf(row.recordsFailed, row.totalRows),
        errors,
        moreErrors: Math.max(0, totalErrors - errors.length),
        failedRows: first.slice(0, FAILED_ROW_SAMPLES).map((failed) => ({
          rowNumber: failed.rowNumber,
          error: failed.error,
          data: cellsByHeader(headers, failed.data),
        })),
      };
    },

    async failedRowsCsv(actor: Actor, id: string): Promise<CsvExport<FailedRowRecord>> {
      const row = await started(actor, id);
      if (row.recordsFailed === 0) throw notFound(IMPORT_MESSAGES.noFailedRows);
      const headers = row.headers ?? [];
      return {
        filename: FAILED_ROWS_FILENAME,
        columns: failedRowsColumns<FailedRowRecord>(headers, (failed) => failed),
        rows: keysetPages(
          (after: number | undefined, limit) => failedRowsPage(db, id, after, limit),
          (failed) => failed.rowNumber,
          EXPORT_PAGE_SIZE,
        ),
      };
    },
  };
}
