import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  IMPORT_MESSAGES,
  IMPORT_SAMPLE_ROWS,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
} from '@crossover/domain/imports';
import { AppError, badRequest, conflict } from '@/lib/errors.ts';
import { csvSheetRows } from '@/lib/spreadsheets/csv-records.ts';
import { type EncodingReport, scanEncoding } from '@/lib/spreadsheets/decode-text.ts';
import type { SheetRow } from '@/lib/spreadsheets/header-row.ts';
import { readXlsSheet } from '@/lib/spreadsheets/read-table.ts';
import { type SheetTable, type WorkbookSheet, openSheetTable } from '@/lib/spreadsheets/sheet-table.ts';
import { TABLE_ERRORS } from '@/lib/spreadsheets/table.ts';
import { openXlsxSheet } from '@/lib/spreadsheets/xlsx-sheet.ts';
import type { ObjectStorage } from '@/lib/storage/types.ts';
import type { FileKind } from '@/lib/uploads/file-kind.ts';
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
import { asTableRefusal } from './table-stream.ts';
import { HEADER_NAME_CHARS, PREVIEW_CELL_CHARS, cut, offeredRows, tableWarnings } from './upload-notes.ts';

export const IMPORT_READ_MESSAGES = {
  textNamedXlsx:
    'The file is named .xlsx but is not an Excel workbook: it holds plain text. Open it in Excel and save it as Excel Workbook (.xlsx), or name it .csv if it is a CSV',
};

/** Which sheet of a workbook and which of its rows names the columns (the wizard's choice). */
export interface ImportLayout {
  sheet?: string | null;
  headerRow?: number | null;
}

/** What the wizard needs from a file: its header, a few rows and how many there are, and where the table is. */
export interface UploadedTable {
  headers: string[];
  sampleData: string[][];
  /** The sheet's own row number of each sample row. */
  sampleRowNumbers: number[];
  totalRows: number;
  headerRow: number;
  headerFound: boolean;
  topRows: { number: number; cells: string[] }[];
  sheets: WorkbookSheet[];
  sheet: string | null;
  warnings: string[];
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
  table: SheetTable,
  onRow?: (row: SheetRow) => Promise<void>,
): Promise<Pick<UploadedTable, 'sampleData' | 'sampleRowNumbers' | 'totalRows'>> {
  const sampleData: string[][] = [];
  const sampleRowNumbers: number[] = [];
  let totalRows = 0;
  for await (const row of table.rows) {
    if (totalRows === MAX_IMPORT_ROWS) {
      await table.rows.return(undefined);
      throw badRequest(TABLE_ERRORS.tooManyRows(MAX_IMPORT_ROWS), {
        file: TABLE_ERRORS.tooManyRows(MAX_IMPORT_ROWS),
      });
    }
    if (sampleData.length < IMPORT_SAMPLE_ROWS) {
      sampleData.push(row.cells.map((cell) => cut(cell, PREVIEW_CELL_CHARS)));
      sampleRowNumbers.push(row.number);
    }
    totalRows += 1;
    if (onRow) await onRow(row);
  }
  return { sampleData, sampleRowNumbers, totalRows };
}

async function* listed(rows: SheetRow[]): AsyncGenerator<SheetRow> {
  yield* rows;
}

type OpenedTable = {
  table: SheetTable;
  sheets: WorkbookSheet[];
  sheet: string | null;
  encoding: EncodingReport | null;
};

/**
 * The upload's table in the layout asked for (by default: the first visible worksheet with a
 * table, its header row found by its shape). An .xlsx streams (xlsx-sheet.ts, after the full zip
 * check: a zip bomb is refused before any XML is parsed); an .xls (OLE2) is read whole by SheetJS
 * in the table worker, as only it can; a CSV streams with its encoding checked line by line.
 */
async function openUpload(
  file: { path: string; kind: FileKind },
  layout: ImportLayout,
): Promise<OpenedTable> {
  const headerRow = layout.headerRow ?? null;
  if (file.kind === 'csv') {
    const encoding = await scanEncoding(file.path);
    const table = await openSheetTable(csvSheetRows(file.path, encoding.encoding), { headerRow });
    return { table, sheets: [], sheet: null, encoding };
  }
  if (file.kind === 'xlsx') {
    await checkWorkbookZip(file.path);
    const opened = await openXlsxSheet(file.path, {
      timeoutMs: READ_TIMEOUT_MS,
      sheet: layout.sheet,
      headerRow,
    });
    return { ...opened, encoding: null };
  }
  const book = await readXlsSheet(file.path, layout.sheet ?? null, READ_TIMEOUT_MS);
  const table = await openSheetTable(listed(book.rows), { headerRow });
  return { table, sheets: book.sheets, sheet: book.sheet, encoding: null };
}

/**
 * Reads a file in a layout: counted, sampled and — for a workbook — written to a CSV working copy
 * as its rows are read, each row at its own line number (title and blank rows as empty lines), so
 * the job numbers rows as the sheet does.
 */
async function readUpload(
  file: { path: string; kind: FileKind },
  layout: ImportLayout,
  copy: WorkingCopyWriter | null,
): Promise<UploadedTable> {
  const { table, sheets, sheet, encoding } = await openUpload(file, layout);
  try {
    await copy?.writeAt(table.headerRow, table.headers);
  } catch (error) {
    await table.rows.return(undefined);
    throw error;
  }
  const scanned = await scanTable(table, copy ? (row) => copy.writeAt(row.number, row.cells) : undefined);
  return {
    headers: table.headers.map((name) => cut(name, HEADER_NAME_CHARS)),
    ...scanned,
    headerRow: table.headerRow,
    headerFound: table.headerFound,
    topRows: offeredRows(table.topRows),
    sheets,
    sheet,
    warnings: tableWarnings(table.notes, encoding),
  };
}

/**
 * Reads an upload and stores it for its job under imports/<importId>/: a CSV streamed once
 * (bounded memory) and stored as it came; a workbook stored with a CSV working copy of its table,
 * written while it is read, so the job never parses it again. Refusals a person can fix are 400s
 * naming `fileField`; nothing is stored then.
 */
export async function readAndStoreUpload(
  storage: ObjectStorage,
  importId: string,
  upload: ReceivedUpload,
  fileField: string,
  layout: ImportLayout = {},
): Promise<UploadedTable & { fileKey: string }> {
  // Text named .xlsx (an .xlsx is always a zip): not a workbook, whatever rows it might make.
  if (upload.kind === 'csv' && /\.xlsx$/i.test(upload.filename))
    throw new AppError(415, IMPORT_READ_MESSAGES.textNamedXlsx, {
      [fileField]: IMPORT_READ_MESSAGES.textNamedXlsx,
    });
  const fileKey = importFileKey(importId, upload.kind);
  const copy = upload.kind === 'csv' ? null : await WorkingCopyWriter.create();
  try {
    const table = await readUpload(upload, layout, copy);
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

/**
 * Reads a stored upload again in another layout (another sheet or header row) and replaces its
 * working copy. Refusals as readAndStoreUpload's, naming `field`; the stored file stays as it was.
 */
export async function rereadStoredUpload(
  storage: ObjectStorage,
  file: { key: string; kind: FileKind },
  layout: ImportLayout,
  field: string,
): Promise<UploadedTable> {
  const dir = await mkdtemp(path.join(tmpdir(), 'crossover-layout-'));
  const copy = file.kind === 'csv' ? null : await WorkingCopyWriter.create();
  try {
    const stored = await storage.get(file.key, MAX_IMPORT_FILE_BYTES);
    if (!stored || stored.tooLarge) throw conflict(IMPORT_MESSAGES.fileMissing);
    const local = path.join(dir, `upload.${file.kind}`);
    await writeFile(local, stored.body);
    const table = await readUpload({ path: local, kind: file.kind }, layout, copy);
    if (table.totalRows === 0)
      throw badRequest(IMPORT_MESSAGES.noDataRows, { file: IMPORT_MESSAGES.noDataRows });
    if (copy) await copy.store(storage, workingCopyKey(file.key, file.kind));
    return table;
  } catch (error) {
    throw asFileFieldError(asTableRefusal(error), field);
  } finally {
    await copy?.dispose();
    await rm(dir, { recursive: true, force: true });
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
