/** What readTable answers for a CSV, an .xlsx or an .xls: the header row and the rows under it. */
export interface Table {
  /** The first non-empty row, each name trimmed, trailing unnamed columns left out. */
  headers: string[];
  /** Each row has exactly headers.length cells ('' where empty); rows blank in those columns are left out. */
  rows: string[][];
  rowCount: number;
  /** For CSV: the text encoding it was read in. */
  encoding?: TextEncoding;
}

export type TextEncoding = 'utf-8' | 'windows-1252';

/** A problem with the file's contents that the person who sent it can fix; its message says how. */
export class TableProblem extends Error {
  override readonly name = 'TableProblem';
}

export const TABLE_ERRORS = {
  noHeader: 'The file has no header row; the first row must name the columns',
  tooManyRows: (maxRows: number) =>
    `The file has more than ${maxRows.toLocaleString('en-US')} rows; split it into smaller files`,
  noSheet: 'The workbook has no worksheet',
  unreadable: 'The file could not be read as a spreadsheet; it may be damaged',
  timeout: (seconds: number) =>
    `The file took longer than ${seconds} seconds to read; split it into smaller files`,
  tooBig: 'The file is too large to read; split it into smaller files',
};

/**
 * The table rules, one row at a time, for every reader (CSV, SheetJS, the streaming .xlsx reader):
 * wholly blank rows are skipped, the first non-empty row becomes the headers (trimmed, trailing
 * unnamed columns left out), every later row is cut or padded to their width and skipped when
 * that leaves it blank.
 */
export class TableShaper {
  private names: string[] | undefined;

  get headers(): string[] | undefined {
    return this.names;
  }

  /** The row as a row of the table, or null when it is blank or is the header (kept in `headers`). */
  take(row: string[]): string[] | null {
    if (row.every(isBlank)) return null;
    if (!this.names) {
      // Trailing unnamed columns (a formatted but empty column Z) are not columns of the table.
      const headers = row.map((cell) => cell.trim());
      while (headers.at(-1) === '') headers.pop();
      this.names = headers;
      return null;
    }
    // Blank is judged on the table's columns: a row whose only text lies right of the last named
    // column is no row of the table (and a CSV copy of the table would read it back as blank).
    const fitted = fitRow(row, this.names.length);
    return fitted.every(isBlank) ? null : fitted;
  }
}

/**
 * Collects rows as a parser yields them, by TableShaper's rules; past maxRows it throws, so
 * parsing stops there.
 */
export class TableBuilder {
  private readonly shaper = new TableShaper();
  private readonly rows: string[][] = [];

  constructor(private readonly maxRows: number) {}

  add(row: string[]): void {
    const shaped = this.shaper.take(row);
    if (!shaped) return;
    if (this.rows.length === this.maxRows) throw new TableProblem(TABLE_ERRORS.tooManyRows(this.maxRows));
    this.rows.push(shaped);
  }

  finish(): Omit<Table, 'encoding'> {
    const headers = this.shaper.headers;
    if (!headers) throw new TableProblem(TABLE_ERRORS.noHeader);
    return { headers, rows: this.rows, rowCount: this.rows.length };
  }
}

/** A table read as a stream: its headers at once, its rows (each headers.length cells) as they are read. */
export interface StreamedTable {
  headers: string[];
  /** The data rows; iterate once. */
  rows: AsyncGenerator<string[]>;
}

/**
 * Opens a stream of records as a table by TableShaper's rules: reads up to the header row, then
 * hands out the rows as the source yields them, nothing else held. Throws TableProblem (noHeader)
 * when the source ends before a header.
 */
export async function openStreamedTable(
  source: AsyncGenerator<string[], void, undefined>,
): Promise<StreamedTable> {
  const shaper = new TableShaper();
  let headers: string[] | undefined;
  try {
    while (!headers) {
      const next = await source.next();
      if (next.done) throw new TableProblem(TABLE_ERRORS.noHeader);
      shaper.take(next.value);
      headers = shaper.headers;
    }
  } catch (error) {
    await source.return(undefined);
    throw error;
  }
  async function* rows(): AsyncGenerator<string[]> {
    try {
      for await (const row of source) {
        const shaped = shaper.take(row);
        if (shaped) yield shaped;
      }
    } finally {
      await source.return(undefined);
    }
  }
  return { headers, rows: rows() };
}

const isBlank = (cell: string) => cell.trim() === '';

function fitRow(row: string[], width: number): string[] {
  if (row.length === width) return row;
  if (row.length > width) return row.slice(0, width);
  return [...row, ...Array<string>(width - row.length).fill('')];
}
