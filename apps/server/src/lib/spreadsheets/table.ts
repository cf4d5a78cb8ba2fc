/** What readTable answers for a CSV, an .xlsx or an .xls: the header row and the rows under it. */
export interface Table {
  /** The first non-empty row, each name trimmed, trailing unnamed columns left out. */
  headers: string[];
  /** Each row has exactly headers.length cells ('' where empty); wholly empty rows are left out. */
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
 * Collects rows as a parser yields them: the first non-empty row becomes the headers, every later
 * non-empty row is cut or padded to their width; past maxRows it throws, so parsing stops there.
 */
export class TableBuilder {
  private headers: string[] | undefined;
  private readonly rows: string[][] = [];

  constructor(private readonly maxRows: number) {}

  add(row: string[]): void {
    if (row.every((cell) => cell.trim() === '')) return;
    if (!this.headers) {
      // Trailing unnamed columns (a formatted but empty column Z) are not columns of the table.
      const headers = row.map((cell) => cell.trim());
      while (headers.at(-1) === '') headers.pop();
      this.headers = headers;
      return;
    }
    if (this.rows.length === this.maxRows) throw new TableProblem(TABLE_ERRORS.tooManyRows(this.maxRows));
    this.rows.push(fitRow(row, this.headers.length));
  }

  finish(): Omit<Table, 'encoding'> {
    if (!this.headers) throw new TableProblem(TABLE_ERRORS.noHeader);
    return { headers: this.headers, rows: this.rows, rowCount: this.rows.length };
  }
}

function fitRow(row: string[], width: number): string[] {
  if (row.length === width) return row;
  if (row.length > width) return row.slice(0, width);
  return [...row, ...Array<string>(width - row.length).fill('')];
}
