/**
 * Where a sheet's table starts. Price lists open with a title ('KICKER 2026 DEALER PRICE LIST'), a
 * date line and a blank row before the row that names the columns; taking the first non-empty row
 * as the header made the title the only column and staged the real header as a product.
 */

/** A row as the sheet numbers it: 1 is the first row in Excel, blank and title rows counted. */
export interface SheetRow {
  number: number;
  cells: string[];
  /** Hidden in the workbook (a row Excel does not show). */
  hidden?: boolean;
  /** Set by a reader when the row had text past the columns an import reads (its cells stop there). */
  overflow?: true;
}

/** How many non-blank rows from the top are looked at to find the header (and offered to choose from). */
export const HEADER_SCAN_ROWS = 20;
/** How many rows under a candidate are checked for being filled in its columns. */
const ROWS_BELOW = 3;

export const isBlank = (cell: string): boolean => cell.trim() === '';

/** Columns of a row that hold text. */
function namedColumns(row: SheetRow): number[] {
  const columns: number[] = [];
  row.cells.forEach((cell, column) => {
    if (!isBlank(cell)) columns.push(column);
  });
  return columns;
}

/** A cell that reads as a number or an amount: data, not a column name. */
const looksNumeric = (cell: string) => /^[-+$€£]?\s*[\d.,]+\s*%?$/.test(cell.trim());

export interface HeaderGuess {
  /** The sheet's row number of the header. */
  row: number;
  /** True when a row of several named cells filled by the rows below was found; false: the first non-blank row. */
  found: boolean;
}

/**
 * The header among the first non-blank rows (in sheet order): the first row of at least two named
 * cells, none a number, holding at least half as many as the widest of those rows, whose columns
 * the next rows fill (two of them, or half when it names fewer). When none qualifies, the first
 * non-blank row, as before. Null for no rows.
 */
export function guessHeaderRow(rows: readonly SheetRow[]): HeaderGuess | null {
  const first = rows[0];
  if (!first) return null;
  const named = rows.map(namedColumns);
  const widest = Math.max(...named.map((columns) => columns.length));
  for (let index = 0; index < rows.length; index++) {
    const columns = named[index]!;
    if (columns.length < 2 || columns.length * 2 < widest) continue;
    if (columns.some((column) => looksNumeric(rows[index]!.cells[column]!))) continue;
    const below = rows.slice(index + 1, index + 1 + ROWS_BELOW);
    const needed = Math.min(2, columns.length);
    const filled = below.some(
      (row) => columns.filter((column) => !isBlank(row.cells[column] ?? '')).length >= needed,
    );
    if (filled) return { row: rows[index]!.number, found: true };
  }
  return { row: first.number, found: false };
}
