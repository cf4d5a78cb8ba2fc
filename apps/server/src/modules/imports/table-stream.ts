import { type CsvRecordOptions, csvRecords } from '@/lib/spreadsheets/csv-records.ts';
import { TABLE_ERRORS } from '@/lib/spreadsheets/table.ts';
import { AppError } from '@/lib/errors.ts';

/**
 * A CSV read as a stream of rows, by the same rules as readTable (lib/spreadsheets/table.ts):
 * encoding detected (BOM, UTF-8, else Windows-1252), blank rows skipped, the first non-empty row
 * the header (trimmed, trailing unnamed columns dropped), every later row cut or padded to the
 * header's width. Nothing but the current rows is held: a 10 MB file of 50,000 rows is read with
 * a few MB, where readTable would hold every row (and a worker thread) at once. The same file
 * gives the same rows and row numbers as readTable, which a test checks.
 */

/** ',' for our own working copies; guessed (comma, semicolon, tab, pipe) for uploads. */
export type CsvTableOptions = CsvRecordOptions;

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

function fit(row: string[], width: number): string[] {
  if (row.length === width) return row;
  if (row.length > width) return row.slice(0, width);
  return [...row, ...Array<string>(width - row.length).fill('')];
}

export interface CsvTable {
  headers: string[];
  /** The data rows, each headers.length cells; iterate once. */
  rows: AsyncGenerator<string[]>;
}

/** Opens a CSV as a table: its headers now, its rows as they are read. Refuses a file without a header. */
export async function openCsvTable(path: string, options: CsvTableOptions = {}): Promise<CsvTable> {
  const source = csvRecords(path, options);
  let headers: string[] | undefined;
  for (;;) {
    const next = await source.next();
    if (next.done) throw new AppError(400, TABLE_ERRORS.noHeader, { file: TABLE_ERRORS.noHeader });
    if (isBlank(next.value)) continue;
    headers = next.value.map((cell) => cell.trim());
    while (headers.at(-1) === '') headers.pop();
    break;
  }
  const width = headers.length;
  async function* rows(): AsyncGenerator<string[]> {
    try {
      for await (const row of source) if (!isBlank(row)) yield fit(row, width);
    } finally {
      await source.return(undefined);
    }
  }
  return { headers, rows: rows() };
}

/** RFC 4180 text of a table (our working copy of a workbook): quoted where needed, CRLF. */
export function tableCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const line = (row: readonly string[]) => `${row.map(cell).join(',')}\r\n`;
  let text = line(headers);
  for (const row of rows) text += line(row);
  return text;
}
