import { IMPORT_MESSAGES, IMPORT_SAMPLE_ROWS, MAX_IMPORT_ROWS } from '@crossover/domain/imports';
import { AppError, badRequest } from '@/lib/errors.ts';
import { readTable } from '@/lib/spreadsheets/read-table.ts';
import { TABLE_ERRORS } from '@/lib/spreadsheets/table.ts';
import type { ObjectStorage } from '@/lib/storage/types.ts';
import type { ReceivedUpload } from '@/lib/uploads/receive-upload.ts';
import {
  READ_TIMEOUT_MS,
  importFileKey,
  importObjectKeys,
  storeImportFile,
  storeWorkingCopy,
  workingCopyKey,
} from './stored-file.ts';
import { openCsvTable } from './table-stream.ts';

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

/** A CSV read as a stream: counted, its first rows kept, nothing else held. */
async function scanCsv(path: string): Promise<UploadedTable> {
  const table = await openCsvTable(path);
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
  }
  return { headers: table.headers, sampleData, totalRows };
}

/**
 * Reads an upload and stores it for its job under imports/<importId>/: a CSV streamed once
 * (bounded memory) and stored as it came; a workbook read whole by SheetJS (in its worker, after
 * the zip check) and stored with a CSV working copy of its table, so the job never parses it
 * again. Refusals a person can fix are 400s naming `fileField`; nothing is stored then.
 */
export async function readAndStoreUpload(
  storage: ObjectStorage,
  importId: string,
  upload: ReceivedUpload,
  fileField: string,
): Promise<UploadedTable & { fileKey: string }> {
  const fileKey = importFileKey(importId, upload.kind);
  try {
    let table: UploadedTable;
    if (upload.kind === 'csv') {
      table = await scanCsv(upload.path);
      if (table.totalRows > 0) await storeImportFile(storage, fileKey, upload);
    } else {
      const book = await readTable(upload, { maxRows: MAX_IMPORT_ROWS, timeoutMs: READ_TIMEOUT_MS });
      table = {
        headers: book.headers,
        sampleData: book.rows.slice(0, IMPORT_SAMPLE_ROWS),
        totalRows: book.rowCount,
      };
      if (table.totalRows > 0) {
        await storeImportFile(storage, fileKey, upload);
        await storeWorkingCopy(storage, workingCopyKey(fileKey, upload.kind), book);
      }
    }
    if (table.totalRows === 0)
      throw badRequest(IMPORT_MESSAGES.noDataRows, { file: IMPORT_MESSAGES.noDataRows });
    return { ...table, fileKey };
  } catch (error) {
    await removeImportObjects(storage, fileKey, upload.kind);
    throw asFileFieldError(error, fileField);
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
