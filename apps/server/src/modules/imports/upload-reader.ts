import { IMPORT_MESSAGES, IMPORT_SAMPLE_ROWS, MAX_IMPORT_ROWS } from '@crossover/domain/imports';
import { AppError, badRequest } from '@/lib/errors.ts';
import { readTable } from '@/lib/spreadsheets/read-table.ts';
import { type StreamedTable, TABLE_ERRORS } from '@/lib/spreadsheets/table.ts';
import { openXlsxTable } from '@/lib/spreadsheets/xlsx-rows.ts';
import type { ObjectStorage } from '@/lib/storage/types.ts';
import type { ReceivedUpload } from '@/lib/uploads/receive-upload.ts';
import { checkWorkbookZip } from '@/lib/uploads/zip-check.ts';
import {
  READ_TIMEOUT_MS,
  WorkingCopyWriter,
  importFileKey,
  importObjectKeys,
  storeImportFile,
  workingCopyKey,
} from './stored-file.ts';
import { asTableRefusal, openCsvTable } from './table-stream.ts';

/** What the wizard needs from a file: its header, a few rows and how many there are. */
export interface UploadedTable {
  headers: string[];
  sampleData: string[][];
  totalRows: number;
}

/** The reader's refusals name its 'file'; the upload's file field is csvFile (spec §7). */
export function asFileFieldError(error: unknown, field: string): unknown {
  if (error instanceof AppError && error.errors?.file)
    return new AppError(error.statusCode, error.message, { [field]: error.message }, error.headers);
  return error;
}

/**
 * A table read as a stream: counted (refused past MAX_IMPORT_ROWS), its first rows kept, each
 * row handed to `onRow` (a working copy), nothing else held.
 */
async function scanTable(
  table: StreamedTable,
  onRow?: (row: string[]) => Promise<void>,
): Promise<UploadedTable> {
  const sampleData: string[][] = [];
  let totalRows = 0;
  for await (const row of table.rows) {
    if (totalRows === MAX_IMPORT_ROWS) {
      await table.rows.return(undefined);
      throw badRequest(TABLE_ERRORS.tooManyRows(MAX_IMPORT_ROWS), {
        file: TABLE_ERRORS.tooManyRows(MAX_IMPORT_ROWS),
      });
    }
    if (sampleData.length < IMPORT_SAMPLE_ROWS) sampleData.push(row);
    totalRows += 1;
    if (onRow) await onRow(row);
  }
  return { headers: table.headers, sampleData, totalRows };
}

async function* listed(rows: string[][]): AsyncGenerator<string[]> {
  yield* rows;
}

/**
 * A workbook read once: counted, sampled and written to a CSV working copy as its rows are read.
 * An .xlsx streams (xlsx-rows.ts, after the full zip check: a zip bomb is refused before any XML
 * is parsed); an .xls (OLE2) is read whole by SheetJS in readTable's worker, as only it can.
 */
async function scanWorkbook(upload: ReceivedUpload, copy: WorkingCopyWriter): Promise<UploadedTable> {
  let table: StreamedTable;
  if (upload.kind === 'xlsx') {
    await checkWorkbookZip(upload.path);
    table = await openXlsxTable(upload.path, { timeoutMs: READ_TIMEOUT_MS });
  } else {
    const book = await readTable(upload, { maxRows: MAX_IMPORT_ROWS, timeoutMs: READ_TIMEOUT_MS });
    table = { headers: book.headers, rows: listed(book.rows) };
  }
  try {
    await copy.write(table.headers);
  } catch (error) {
    await table.rows.return(undefined);
    throw error;
  }
  return scanTable(table, (row) => copy.write(row));
}

/**
 * Reads an upload and stores it for its job under imports/<importId>/: a CSV streamed once
 * (bounded memory) and stored as it came; a workbook stored with a CSV working copy of its table,
 * written while it is read (scanWorkbook), so the job never parses it again. Refusals a person
 * can fix are 400s naming `fileField`; nothing is stored then.
 */
export async function readAndStoreUpload(
  storage: ObjectStorage,
  importId: string,
  upload: ReceivedUpload,
  fileField: string,
): Promise<UploadedTable & { fileKey: string }> {
  const fileKey = importFileKey(importId, upload.kind);
  const copy = upload.kind === 'csv' ? null : await WorkingCopyWriter.create();
  try {
    const table = copy ? await scanWorkbook(upload, copy) : await scanTable(await openCsvTable(upload.path));
    if (table.totalRows === 0)
      throw badRequest(IMPORT_MESSAGES.noDataRows, { file: IMPORT_MESSAGES.noDataRows });
    await storeImportFile(storage, fileKey, upload);
    if (copy) await copy.store(storage, workingCopyKey(fileKey, upload.kind));
    return { ...table, fileKey };
  } catch (error) {
    await removeImportObjects(storage, fileKey, upload.kind);
    throw asFileFieldError(asTableRefusal(error), fileField);
  } finally {
    await copy?.dispose();
  }
}

/** Removes an import's stored objects; a failure is left for the caller to log (it costs disk only). */
export async function removeImportObjects(
  storage: ObjectStorage,
  fileKey: string,
  kind: string,
): Promise<void> {
  const keys = importObjectKeys(fileKey, kind === 'csv' || kind === 'xlsx' || kind === 'xls' ? kind : 'csv');
  await Promise.all(keys.map((key) => storage.delete(key)));
}
