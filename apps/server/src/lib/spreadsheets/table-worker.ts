import { parentPort, workerData } from 'node:worker_threads';
import type { FileKind } from '../uploads/file-kind.ts';
import { readCsv } from './read-csv.ts';
import { type Table, TableProblem } from './table.ts';

/**
 * The worker thread behind readTable: parses one file and posts the table, or the problem's
 * message. Parsing here keeps SheetJS's seconds of synchronous work off the request thread, and
 * lets readTable end it at its timeout. Imports are relative: the worker has no '@/' alias.
 */
export interface TableJob {
  path: string;
  kind: FileKind;
  maxRows: number;
}

export type TableAnswer = { ok: true; table: Table } | { ok: false; problem: string | null; detail: string };

async function parse({ path, kind, maxRows }: TableJob): Promise<Table> {
  if (kind === 'csv') return readCsv(path, maxRows);
  // SheetJS is large: loaded only when an .xls is read (readTable streams an .xlsx itself).
  const { readWorkbook } = await import('./read-workbook.ts');
  return readWorkbook(path, maxRows);
}

parse(workerData as TableJob).then(
  (table) => parentPort!.postMessage({ ok: true, table } satisfies TableAnswer),
  (error: unknown) =>
    parentPort!.postMessage({
      ok: false,
      problem: error instanceof TableProblem ? error.message : null,
      detail: String(error),
    } satisfies TableAnswer),
);
