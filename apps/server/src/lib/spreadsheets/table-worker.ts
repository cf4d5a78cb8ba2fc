import { parentPort, workerData } from 'node:worker_threads';
import type { FileKind } from '../uploads/file-kind.ts';
import { readCsv } from './read-csv.ts';
import type { WorkbookSheetRows } from './read-workbook.ts';
import { type Table, TableProblem } from './table.ts';

/**
 * The worker thread behind readTable and readXlsSheet: parses one file and posts the table (or an
 * .xls sheet's numbered rows), or the problem's message. Parsing here keeps SheetJS's seconds of
 * synchronous work off the request thread, and lets the caller end it at its timeout. Imports are
 * relative: the worker has no '@/' alias.
 */
export type TableJob =
  | { path: string; kind: FileKind; maxRows: number }
  | { path: string; kind: 'xls-sheet'; sheet: string | null };

export type TableAnswer<T = Table> =
  { ok: true; table: T } | { ok: false; problem: string | null; detail: string };

async function parse(job: TableJob): Promise<Table | WorkbookSheetRows> {
  if (job.kind === 'csv') return readCsv(job.path, job.maxRows);
  // SheetJS is large: loaded only when an .xls is read (readTable streams an .xlsx itself).
  const { readWorkbook, readWorkbookSheet } = await import('./read-workbook.ts');
  if (job.kind === 'xls-sheet') return readWorkbookSheet(job.path, job.sheet);
  return readWorkbook(job.path, job.maxRows);
}

parse(workerData as TableJob).then(
  (table) => parentPort!.postMessage({ ok: true, table } satisfies TableAnswer<unknown>),
  (error: unknown) =>
    parentPort!.postMessage({
      ok: false,
      problem: error instanceof TableProblem ? error.message : null,
      detail: String(error),
    } satisfies TableAnswer),
);
