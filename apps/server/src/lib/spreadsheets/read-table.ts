import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '@/lib/errors.ts';
import { type FileKind, KIND_NAMES, readHead, sniffHead } from '@/lib/uploads/file-kind.ts';
import { WORKBOOK_ZIP_LIMITS, type ZipLimits, checkWorkbookZip } from '@/lib/uploads/zip-check.ts';
import { type Table, TABLE_ERRORS, TableProblem } from './table.ts';
import { openXlsxTable } from './xlsx-rows.ts';
import type { WorkbookSheetRows } from './read-workbook.ts';
import type { TableAnswer, TableJob } from './table-worker.ts';

export interface ReadTableOptions {
  /** Rows under the header beyond which the file is refused (default 100,000). */
  maxRows?: number;
  /** How long parsing may take before the worker is ended (default 60 s). */
  timeoutMs?: number;
  zipLimits?: ZipLimits;
}

const refused = (message: string) => new AppError(400, message, { file: message });

// From source the worker is the .ts beside this file; in the production build (dist/) the .js.
const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './table-worker.ts' : './table-worker.js',
  import.meta.url,
);

/**
 * Starts the table worker. The server runs its TypeScript through tsx, but a worker thread does
 * not inherit a loader reliably (vitest's does not): it registers tsx for itself, in its own
 * namespace so it never stacks on a loader inherited from `tsx server.ts`.
 */
function startWorker(job: TableJob): Worker {
  const options = {
    workerData: job,
    // Bounds the JavaScript heap; Buffers are outside it, which is why zip-check comes first.
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  };
  if (!WORKER.pathname.endsWith('.ts')) return new Worker(WORKER, options);
  const tsxPackage = pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = new URL('dist/esm/api/index.mjs', tsxPackage).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) =>
    tsx.register({ namespace: 'table-worker' }).import(${JSON.stringify(WORKER.href)}, ${JSON.stringify(WORKER.href)}))`;
  return new Worker(boot, { ...options, eval: true });
}

function parseInWorker<T = Table>(job: TableJob, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(job);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(refused(TABLE_ERRORS.timeout(Math.round(timeoutMs / 1000))))),
      timeoutMs,
    );
    worker.once('message', (answer: TableAnswer<T>) =>
      settle(() => {
        if (answer.ok) return resolve(answer.table);
        if (answer.problem) return reject(refused(answer.problem));
        reject(Object.assign(refused(TABLE_ERRORS.unreadable), { cause: answer.detail }));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? refused(TABLE_ERRORS.tooBig)
            : Object.assign(refused(TABLE_ERRORS.unreadable), { cause: error }),
        ),
      ),
    );
    worker.once('exit', () => settle(() => reject(refused(TABLE_ERRORS.unreadable))));
  });
}

/**
 * Headers and rows of a CSV, .xlsx or .xls on disk (e.g. from receiveUpload), all the same way.
 * The kind comes from the bytes; an .xlsx is inflated and counted before any parser sees it,
 * then streamed; a CSV or an .xls is parsed in a worker thread that is ended at the timeout.
 * Problems a person can fix are AppErrors with a message that says what to do (400, field 'file').
 */
export async function readTable(
  file: { path: string; kind?: FileKind },
  { maxRows = 100_000, timeoutMs = 60_000, zipLimits = WORKBOOK_ZIP_LIMITS }: ReadTableOptions = {},
): Promise<Table> {
  let kind = file.kind;
  if (!kind) {
    const sniffed = sniffHead(await readHead(file.path));
    if (!sniffed) {
      const kinds = Object.values(KIND_NAMES);
      throw refused(`The file must be ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`);
    }
    kind = sniffed === 'zip' ? 'xlsx' : sniffed;
  }
  if (kind === 'xlsx') {
    await checkWorkbookZip(file.path, zipLimits);
    return readXlsx(file.path, maxRows, timeoutMs);
  }
  return parseInWorker({ path: file.path, kind, maxRows }, timeoutMs);
}

/**
 * An .xlsx through the streaming reader (xlsx-rows.ts, decision 0022), on this thread: it yields
 * between inflated pieces and keeps its own deadline, and it reads number formats SheetJS refuses
 * (accounting and currency ids 5–8, 41–44). One .xlsx reader for every caller.
 */
async function readXlsx(path: string, maxRows: number, timeoutMs: number): Promise<Table> {
  try {
    const table = await openXlsxTable(path, { timeoutMs });
    const rows: string[][] = [];
    for await (const row of table.rows) {
      if (rows.length === maxRows) throw new TableProblem(TABLE_ERRORS.tooManyRows(maxRows));
      rows.push(row);
    }
    return { headers: table.headers, rows, rowCount: rows.length };
  } catch (error) {
    if (error instanceof TableProblem) throw refused(error.message);
    throw Object.assign(refused(TABLE_ERRORS.unreadable), { cause: error });
  }
}

/**
 * The sheets of an .xls and the numbered rows of the one named (by default the first visible
 * worksheet with a table), read by SheetJS in the worker. Refusals as readTable's.
 */
export function readXlsSheet(
  path: string,
  sheet: string | null,
  timeoutMs = 60_000,
): Promise<WorkbookSheetRows> {
  return parseInWorker<WorkbookSheetRows>({ path, kind: 'xls-sheet', sheet }, timeoutMs);
}
