import { type CsvRecordOptions, csvRecords } from '@/lib/spreadsheets/csv-records.ts';
import { type StreamedTable, openStreamedTable } from '@/lib/spreadsheets/table.ts';
import { asTableRefusal } from '@/lib/imports/read-upload.ts';

/**
 * A CSV read as a stream of rows, by the same rules as readTable (TableShaper in
 * lib/spreadsheets/table.ts): encoding detected (BOM, UTF-8, else Windows-1252), blank rows
 * skipped, the first non-empty row the header (trimmed, trailing unnamed columns dropped), every
 * later row cut or padded to the header's width. Nothing but the current rows is held: a 10 MB
 * file of 50,000 rows is read with a few MB, where readTable would hold every row (and a worker
 * thread) at once. The same file gives the same rows and row numbers as readTable, which a test
 * checks.
 */

/** ',' for our own working copies; guessed (comma, semicolon, tab, pipe) for uploads. */
export type CsvTableOptions = CsvRecordOptions;

export type CsvTable = StreamedTable;

/** Opens a CSV as a table: its headers now, its rows as they are read. Refuses a file without a header. */
export async function openCsvTable(path: string, options: CsvTableOptions = {}): Promise<CsvTable> {
  return openStreamedTable(csvRecords(path, options)).catch((error: unknown) => {
    throw asTableRefusal(error);
  });
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** One RFC 4180 line of our working copies: quoted where needed, CRLF. */
export const csvLine = (row: readonly string[]): string => `${row.map(csvCell).join(',')}\r\n`;

/** RFC 4180 text of a table (our working copy of a workbook): quoted where needed, CRLF. */
export function tableCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  let text = csvLine(headers);
  for (const row of rows) text += csvLine(row);
  return text;
}
