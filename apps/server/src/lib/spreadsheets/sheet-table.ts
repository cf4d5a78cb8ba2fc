import { HEADER_SCAN_ROWS, type SheetRow, guessHeaderRow, isBlank } from './header-row.ts';
import { TABLE_ERRORS, TableProblem } from './table.ts';

/**
 * A sheet's rows (numbered as the sheet numbers them) as a table: the header row detected among
 * the first rows (header-row.ts) or chosen by the admin, every later row fitted to the header's
 * width and skipped when blank there, with what the table leaves out noted for the upload's
 * warnings (text right of the last named column, hidden rows, columns past the cap).
 */

/** Columns an import reads (IV, the old Excel's last): a lone cell in XFD must not make 16,384 columns. */
export const MAX_TABLE_COLUMNS = 256;

/** The letters of a zero-based column: 0 → A, 27 → AB. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** What the table left out or read with care, gathered while its rows are read. */
export class TableNotes {
  /** Column (zero-based) → the first row with text there, right of the last named header. */
  readonly beyondHeader = new Map<number, number>();
  readonly hiddenRows: number[] = [];
  hiddenCount = 0;
  /** The first row with text past MAX_TABLE_COLUMNS, if any. */
  pastCap: number | null = null;

  noteRow(row: SheetRow, width: number, isData: boolean): void {
    if (row.overflow !== undefined) this.pastCap ??= row.number;
    if (!isData) return;
    for (let column = width; column < row.cells.length; column++)
      if (!isBlank(row.cells[column]!) && !this.beyondHeader.has(column))
        this.beyondHeader.set(column, row.number);
    if (row.hidden) {
      this.hiddenCount += 1;
      if (this.hiddenRows.length < 10) this.hiddenRows.push(row.number);
    }
  }
}

export interface SheetTable {
  headers: string[];
  /** The sheet's row number of the header. */
  headerRow: number;
  /** Whether the header was found by its shape (false: the first non-blank row, or chosen). */
  headerFound: boolean;
  /** The first non-blank rows (HEADER_SCAN_ROWS at most), to choose another header from. */
  topRows: SheetRow[];
  /** The data rows, each headers.length cells; iterate once. */
  rows: AsyncGenerator<SheetRow>;
  notes: TableNotes;
}

/** A sheet as the upload's answer lists it (the workbook's tab bar). */
export interface WorkbookSheet {
  name: string;
  /** Shown as a tab (false: hidden or very hidden). */
  visible: boolean;
  /** A worksheet holds cells; a chart sheet (or a dialog or macro sheet) none an import reads. */
  kind: 'worksheet' | 'chartsheet' | 'other';
}

export const WORKBOOK_ERRORS = {
  noSuchSheet: (name: string) => `The workbook has no sheet named "${name}"`,
  notWorksheet: (name: string) => `"${name}" is a chart sheet, not a table; choose a worksheet`,
};

export const SHEET_ERRORS = {
  blankHeaderRow: (row: number) => `Row ${row} is blank; choose the row that names the columns`,
  noSuchRow: (row: number) => `The sheet has no row ${row} with text; choose the row that names the columns`,
};

/** The header's names: trimmed, trailing unnamed columns left out (a formatted but empty column Z). */
function headerNames(row: SheetRow): string[] {
  const names = row.cells.map((cell) => cell.trim());
  while (names.at(-1) === '') names.pop();
  return names;
}

function fit(cells: string[], width: number): string[] {
  if (cells.length === width) return cells;
  if (cells.length > width) return cells.slice(0, width);
  return [...cells, ...Array<string>(width - cells.length).fill('')];
}

/**
 * Opens numbered rows as a table. `headerRow` (a row number) takes that row as the header; without
 * it the header is guessed from the first HEADER_SCAN_ROWS non-blank rows (or, with `firstRow`, is
 * the first non-blank row, as before header rows were chosen). TableProblems: no
 * header (nothing but blank rows), or a chosen row that is blank or not there.
 */
export async function openSheetTable(
  source: AsyncGenerator<SheetRow, void, undefined>,
  { headerRow, firstRow = false }: { headerRow?: number | null; firstRow?: boolean } = {},
): Promise<SheetTable> {
  const ahead: SheetRow[] = [];
  let chosen: SheetRow | undefined;
  try {
    for (;;) {
      if (headerRow == null && ahead.length >= (firstRow ? 1 : HEADER_SCAN_ROWS)) break;
      if (headerRow != null && ahead.length >= HEADER_SCAN_ROWS && ahead.at(-1)!.number >= headerRow) break;
      const next = await source.next();
      if (next.done) break;
      if (next.value.cells.every(isBlank)) continue;
      ahead.push(next.value);
      if (headerRow != null && next.value.number === headerRow) chosen = next.value;
    }
  } catch (error) {
    await source.return(undefined);
    throw error;
  }
  const guess = firstRow ? { row: ahead[0]?.number ?? 0, found: false } : guessHeaderRow(ahead);
  if (headerRow == null) chosen = ahead.find((row) => row.number === guess?.row);
  if (!chosen) {
    await source.return(undefined);
    if (headerRow == null) throw new TableProblem(TABLE_ERRORS.noHeader);
    const passed = ahead.some((row) => row.number > headerRow);
    throw new TableProblem(
      passed ? SHEET_ERRORS.blankHeaderRow(headerRow) : SHEET_ERRORS.noSuchRow(headerRow),
    );
  }
  const header = chosen;
  const headers = headerNames(header);
  const width = headers.length;
  const notes = new TableNotes();
  notes.noteRow(header, width, false);
  const buffered = ahead.filter((row) => row.number > header.number);
  async function* rows(): AsyncGenerator<SheetRow> {
    const shape = (row: SheetRow): SheetRow | null => {
      notes.noteRow(row, width, true);
      const cells = fit(row.cells, width);
      return cells.every(isBlank) ? null : { ...row, cells };
    };
    try {
      for (const row of buffered) {
        const shaped = shape(row);
        if (shaped) yield shaped;
      }
      for await (const row of source) {
        if (row.number <= header.number) continue;
        const shaped = shape(row);
        if (shaped) yield shaped;
      }
    } finally {
      await source.return(undefined);
    }
  }
  return {
    headers,
    headerRow: header.number,
    headerFound: headerRow == null && guess?.found === true,
    topRows: ahead.slice(0, HEADER_SCAN_ROWS),
    rows: rows(),
    notes,
  };
}
