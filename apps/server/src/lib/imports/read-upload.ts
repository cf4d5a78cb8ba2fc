import { AppError, badRequest } from '@/lib/errors.ts';
import { csvSheetRows } from '@/lib/spreadsheets/csv-records.ts';
import { type EncodingReport, scanEncoding } from '@/lib/spreadsheets/decode-text.ts';
import type { SheetRow } from '@/lib/spreadsheets/header-row.ts';
import { readXlsSheet } from '@/lib/spreadsheets/read-table.ts';
import { type SheetTable, type WorkbookSheet, openSheetTable } from '@/lib/spreadsheets/sheet-table.ts';
import { TABLE_ERRORS, TableProblem } from '@/lib/spreadsheets/table.ts';
import { openXlsxSheet } from '@/lib/spreadsheets/xlsx-sheet.ts';
import type { FileKind } from '@/lib/uploads/file-kind.ts';
import { checkWorkbookZip } from '@/lib/uploads/zip-check.ts';

/**
 * The import library's one reader of an uploaded file (received by lib/uploads/receive-upload.ts,
 * its kind decided by its bytes): a CSV (encoding detected), an .xlsx (zip checked in full, then
 * streamed) or an .xls (read by SheetJS in a worker), as a table of rows numbered as the
 * spreadsheet numbers them, the sheet and header row found under a title block or chosen.
 * The product import (modules/imports) streams it into its working copy; smaller imports (price
 * lists, PMAP workbooks) read it whole through mapped-upload.ts.
 */

/** How long reading one workbook may take (SheetJS on 100,000 rows takes ~10 s here; the streaming .xlsx reader ~2 s). */
export const READ_TIMEOUT_MS = 120_000;

/** Which sheet of a workbook and which of its rows names the columns (null: found by shape). */
export interface UploadLayout {
  sheet?: string | null;
  headerRow?: number | null;
}

export interface OpenedUpload {
  table: SheetTable;
  /** A workbook's sheets (empty for a CSV) and the one read. */
  sheets: WorkbookSheet[];
  sheet: string | null;
  /** A CSV's text encoding as read (null for a workbook). */
  encoding: EncodingReport | null;
}

export const READ_UPLOAD_MESSAGES = {
  textNamedXlsx:
    'The file is named .xlsx but is not an Excel workbook: it holds plain text. Open it in Excel and save it as Excel Workbook (.xlsx), or name it .csv if it is a CSV',
};

/** Text named .xlsx (an .xlsx is always a zip): not a workbook, whatever rows it might make (415 naming `field`). */
export function refuseTextNamedXlsx(upload: { kind: FileKind; filename: string }, field: string): void {
  if (upload.kind === 'csv' && /\.xlsx$/i.test(upload.filename))
    throw new AppError(415, READ_UPLOAD_MESSAGES.textNamedXlsx, {
      [field]: READ_UPLOAD_MESSAGES.textNamedXlsx,
    });
}

/** A TableProblem (no header, too many rows …) as the 400 a person gets, naming the 'file'. */
export function asTableRefusal(error: unknown): unknown {
  return error instanceof TableProblem ? new AppError(400, error.message, { file: error.message }) : error;
}

/** The reader's refusals name its 'file'; a route whose file field is called otherwise names that. */
export function asFileFieldError(error: unknown, field: string): unknown {
  if (error instanceof AppError && error.errors?.file)
    return new AppError(error.statusCode, error.message, { [field]: error.message }, error.headers);
  return error;
}

async function* listed(rows: SheetRow[]): AsyncGenerator<SheetRow> {
  yield* rows;
}

/**
 * The upload's table in the layout asked for (by default: the first visible worksheet with a
 * table, its header row found by its shape). An .xlsx streams (xlsx-sheet.ts, after the full zip
 * check: a zip bomb is refused before any XML is parsed); an .xls (OLE2) is read whole by SheetJS
 * in the table worker, as only it can; a CSV streams with its encoding checked line by line.
 * Throws TableProblems (asTableRefusal makes them 400s) and AppErrors.
 */
export async function openUploadTable(
  file: { path: string; kind: FileKind },
  layout: UploadLayout = {},
): Promise<OpenedUpload> {
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

export interface ScannedTable {
  /** The first `sampleSize` rows, each cell passed through `sampleCell`. */
  sampleData: string[][];
  /** The sheet's own row number of each sample row. */
  sampleRowNumbers: number[];
  totalRows: number;
}

/**
 * A table read once as a stream: counted (refused past `maxRows` with a 400 naming 'file'), its
 * first rows kept, each row handed to `onRow`, nothing else held.
 */
export async function scanUploadTable(
  table: SheetTable,
  {
    maxRows,
    sampleSize,
    sampleCell = (cell) => cell,
    onRow,
  }: {
    maxRows: number;
    sampleSize: number;
    sampleCell?: (cell: string) => string;
    onRow?: (row: SheetRow) => Promise<void> | void;
  },
): Promise<ScannedTable> {
  const sampleData: string[][] = [];
  const sampleRowNumbers: number[] = [];
  let totalRows = 0;
  for await (const row of table.rows) {
    if (totalRows === maxRows) {
      await table.rows.return(undefined);
      throw badRequest(TABLE_ERRORS.tooManyRows(maxRows), { file: TABLE_ERRORS.tooManyRows(maxRows) });
    }
    if (sampleData.length < sampleSize) {
      sampleData.push(row.cells.map(sampleCell));
      sampleRowNumbers.push(row.number);
    }
    totalRows += 1;
    if (onRow) await onRow(row);
  }
  return { sampleData, sampleRowNumbers, totalRows };
}
