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
}

/**
 * Collects a worksheet's rows from its XML: each <row> inside <sheetData> becomes one row of
 * text cells, placed by their `r` reference (a cell without one follows the previous), holes
 * filled with ''. A row missing from the file is a blank row, and blank rows are skipped by the
 * table rules anyway, so rows are handed out as they come, without numbering them.
 */
class SheetReader implements XmlHandler {
  private inSheetData = false;
  private row: string[] | null = null;
  private column = -1;
  private cell: (RawCell & { inline: string | undefined }) | null = null;
  private capture: 'value' | 'inline' | null = null;
  private phonetic = 0;

  constructor(
    private readonly book: WorkbookInfo,
    private readonly emit: (row: string[]) => void,
  ) {}

  open(name: string, attributes: Record<string, string>): void {
    if (name === 'sheetData') {
      this.inSheetData = true;
    } else if (!this.inSheetData) {
      return;
    } else if (name === 'row') {
      this.row = [];
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
        // Array.from fills the holes a sparse row left.
        if (this.row) this.emit(Array.from(this.row, (cell) => cell ?? ''));
        this.row = null;
        break;
      case 'sheetData':
        this.inSheetData = false;
    }
  }

  private closeCell(): void {
    const cell = this.cell;
    if (!cell || !this.row) return;
    this.cell = null;
    this.capture = null;
    const value = cell.type === 'inlineStr' ? cell.inline : cell.value;
    const text = rawCellText({ ...cell, value }, this.book.sharedStrings, this.book.date1904);
    if (text !== '') this.row[this.column] = text;
  }
}

/** The first worksheet's rows as read (blank ones included, not yet fitted to a header). */
export async function* xlsxRows(
  path: string,
  { timeoutMs }: XlsxReadOptions,
): AsyncGenerator<string[], void, undefined> {
  const pkg = await XlsxPackage.open(path, new Deadline(timeoutMs));
  try {
    const book = await readWorkbookInfo(pkg);
    const ready: string[][] = [];
    const sheet = new SheetReader(book, (row) => ready.push(row));
    for await (const _ of pkg.parse(book.sheetPart, sheet)) {
      // Rows are handed out a piece at a time: the piece's rows, never the sheet's.
      for (const row of ready) yield row;
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
export function openXlsxTable(path: string, options: XlsxReadOptions): Promise<StreamedTable> {
  return openStreamedTable(xlsxRows(path, options));
}
