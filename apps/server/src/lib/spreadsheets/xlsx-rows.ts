import { type StreamedTable, TABLE_ERRORS, TableProblem, openStreamedTable } from './table.ts';
import { MAX_COLUMNS, type RawCell, columnOf, rawCellText } from './xlsx-cells.ts';
import { Deadline, XlsxPackage, type XmlHandler } from './xlsx-package.ts';
import { type WorkbookInfo, readWorkbookInfo } from './xlsx-workbook.ts';

/**
 * The first worksheet of an .xlsx as a stream of rows, with bounded memory: the sheet's XML is
 * inflated and parsed piece by piece and its rows handed out as they are read; only the shared
 * strings are held whole (xlsx-workbook.ts). Cells read exactly as `cellText` reads SheetJS's
 * (xlsx-cells.ts), so a workbook gives the same table either way (a test compares them).
 *
 * Only after zip-check.ts has proved the file expands within limits (the caller's duty, as for
 * readTable). Problems with the file are TableProblems: damaged zip or XML → unreadable, no
 * worksheet → noSheet, past the deadline → timeout.
 */

export interface XlsxReadOptions {
  /** How long reading may take before it is abandoned (checked between inflated pieces). */
  timeoutMs: number;
  /**
   * How many columns the rows handed out now need (the header's width, once known): cells
   * further right are cut to the first that holds text, which keeps a row with text only there
   * a row. Every column by default.
   */
  columns?: () => number;
}

/** A row as read: its number, its cells with text, by column, in the order the sheet lists them. */
export interface ReadRow {
  number: number;
  hidden: boolean;
  columns: number[];
  texts: string[];
}

/**
 * Collects a worksheet's rows from its XML: each <row> inside <sheetData> with text in a cell
 * becomes a SheetRow, its cells placed by their `r` reference (a cell without one follows the
 * previous). Rows without text are blank rows, and so are rows missing from the file: the table
 * rules skip them, so they are never handed out, and rows need no numbers.
 */
export class SheetReader implements XmlHandler {
  private inSheetData = false;
  private row: (ReadRow & { hasText: boolean }) | null = null;
  private rowNumber = 0;
  private column = -1;
  private cell: (RawCell & { inline: string | undefined }) | null = null;
  private capture: 'value' | 'inline' | null = null;
  private phonetic = 0;

  constructor(
    private readonly book: WorkbookInfo,
    private readonly emit: (row: ReadRow) => void,
  ) {}

  open(name: string, attributes: Record<string, string>): void {
    if (name === 'sheetData') {
      this.inSheetData = true;
    } else if (!this.inSheetData) {
      return;
    } else if (name === 'row') {
      // `r` is the row's number; a row without one follows the previous.
      const number = attributes.r === undefined ? NaN : parseInt(attributes.r, 10);
      this.rowNumber = Number.isInteger(number) && number > this.rowNumber ? number : this.rowNumber + 1;
      const hidden = attributes.hidden === '1' || attributes.hidden === 'true';
      this.row = { number: this.rowNumber, hidden, columns: [], texts: [], hasText: false };
      this.column = -1;
    } else if (name === 'c' && this.row) {
      const at = attributes.r === undefined ? -1 : columnOf(attributes.r);
      this.column = at === -1 ? this.column + 1 : at;
      if (this.column >= MAX_COLUMNS) throw new TableProblem(TABLE_ERRORS.unreadable);
      const style = attributes.s === undefined ? 0 : parseInt(attributes.s, 10);
      this.cell = {
        type: attributes.t,
        value: undefined,
        inline: undefined,
        dateStyle: this.book.dateStyles[style] ?? false,
        padTo: this.book.padStyles[style] ?? 0,
      };
    } else if (!this.cell) {
      return;
    } else if (name === 'v') {
      this.cell.value ??= '';
      this.capture = 'value';
    } else if (name === 'is') {
      this.cell.inline ??= '';
    } else if (name === 'rPh') {
      this.phonetic += 1;
    } else if (name === 't' && this.cell.inline !== undefined && this.phonetic === 0) {
      this.capture = 'inline';
    }
  }

  text(text: string): void {
    if (this.capture === 'value') this.cell!.value += text;
    else if (this.capture === 'inline') this.cell!.inline += text;
  }

  close(name: string): void {
    if (!this.inSheetData) return;
    switch (name) {
      case 'v':
      case 't':
        this.capture = null;
        break;
      case 'rPh':
        this.phonetic -= 1;
        break;
      case 'c':
        this.closeCell();
        break;
      case 'row':
        if (this.row?.hasText) {
          const { number, hidden, columns, texts } = this.row;
          this.emit({ number, hidden, columns, texts });
        }
        this.row = null;
        break;
      case 'sheetData':
        this.inSheetData = false;
    }
  }

  private closeCell(): void {
    const { cell, row } = this;
    if (!cell || !row) return;
    this.cell = null;
    this.capture = null;
    const value = cell.type === 'inlineStr' ? cell.inline : cell.value;
    const text = rawCellText({ ...cell, value }, this.book.sharedStrings, this.book.date1904);
    if (text === '') return;
    row.columns.push(this.column);
    row.texts.push(text);
    if (text.trim() !== '') row.hasText = true;
  }
}

/**
 * A ReadRow's cells: '' where it has no cell, at most `limit` cells, plus the first text further
 * right when there is one (the rules cut it off, but it makes the row a row). Made only when
 * handed out, so a lone cell in column XFD costs the header's width, not 16,384 cells.
 */
export function rowCells({ columns, texts }: ReadRow, limit: number): string[] {
  let last = 0;
  for (const column of columns) if (column > last) last = column;
  const width = Math.min(last + 1, limit);
  const row = Array<string>(width).fill('');
  let beyond: string | undefined;
  columns.forEach((column, index) => {
    const text = texts[index]!;
    if (column < limit) row[column] = text;
    else if (beyond === undefined && text.trim() !== '') beyond = text;
  });
  if (beyond !== undefined) row.push(beyond);
  return row;
}

/** The first worksheet's rows with text, as read (not yet fitted to a header). */
export async function* xlsxRows(
  path: string,
  { timeoutMs, columns = () => MAX_COLUMNS }: XlsxReadOptions,
): AsyncGenerator<string[], void, undefined> {
  const pkg = await XlsxPackage.open(path, new Deadline(timeoutMs));
  try {
    const book = await readWorkbookInfo(pkg);
    const part = book.sheets[0]?.part;
    if (!part) throw new TableProblem(TABLE_ERRORS.unreadable);
    const ready: ReadRow[] = [];
    const sheet = new SheetReader(book, (row) => ready.push(row));
    for await (const _ of pkg.parse(part, sheet)) {
      for (const row of ready) yield rowCells(row, columns());
      ready.length = 0;
    }
  } finally {
    pkg.close();
  }
}

/**
 * The first worksheet as a table by the same rules as readTable (TableShaper): headers at once,
 * rows as they are read. TableProblems as xlsxRows, and noHeader.
 */
export async function openXlsxTable(path: string, options: XlsxReadOptions): Promise<StreamedTable> {
  let width = MAX_COLUMNS;
  const table = await openStreamedTable(xlsxRows(path, { ...options, columns: () => width }));
  // The rows after the header need no cells past it.
  width = table.headers.length;
  return table;
}
