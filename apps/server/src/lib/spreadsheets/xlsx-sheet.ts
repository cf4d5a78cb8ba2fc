import type { SheetRow } from './header-row.ts';
import {
  MAX_TABLE_COLUMNS,
  type SheetTable,
  WORKBOOK_ERRORS,
  type WorkbookSheet,
  openSheetTable,
} from './sheet-table.ts';
import { TABLE_ERRORS, TableProblem } from './table.ts';
import { Deadline, XlsxPackage } from './xlsx-package.ts';
import { type ReadRow, SheetReader, rowCells } from './xlsx-rows.ts';
import { type SheetInfo, type WorkbookInfo, readWorkbookInfo } from './xlsx-workbook.ts';

/**
 * The sheets of an .xlsx and the one an import reads, as a table of numbered rows (sheet-table.ts),
 * streamed as xlsx-rows.ts streams the first sheet (decision 0022). Only after zip-check.ts.
 */

/** A ReadRow as a SheetRow of at most MAX_TABLE_COLUMNS cells, marked when it had text past them. */
function sheetRow(read: ReadRow): SheetRow {
  const cells = rowCells(read, MAX_TABLE_COLUMNS);
  const row: SheetRow = { number: read.number, cells, hidden: read.hidden };
  if (cells.length > MAX_TABLE_COLUMNS) {
    cells.length = MAX_TABLE_COLUMNS;
    row.overflow = true;
  }
  return row;
}

/** One worksheet's rows with text, numbered as the sheet numbers them; the package is closed at the end. */
async function* worksheetRows(
  pkg: XlsxPackage,
  book: WorkbookInfo,
  part: string,
  close: boolean,
): AsyncGenerator<SheetRow, void, undefined> {
  try {
    const ready: ReadRow[] = [];
    const reader = new SheetReader(book, (row) => ready.push(row));
    for await (const _ of pkg.parse(part, reader)) {
      // Rows are handed out a piece at a time: the piece's rows, never the sheet's.
      for (const row of ready) yield sheetRow(row);
      ready.length = 0;
    }
  } finally {
    if (close) pkg.close();
  }
}

export interface OpenedSheet {
  sheets: WorkbookSheet[];
  /** The sheet read. */
  sheet: string;
  table: SheetTable;
}

/**
 * A worksheet of an .xlsx as a table (sheet-table.ts): the one named, or by default the first
 * visible worksheet with a table (the active tab first, when it is one), else the first visible
 * worksheet. A chart sheet holds no cells, and a hidden sheet is a lookup list: neither is a
 * default. TableProblems as xlsxRows, noSheet, and a named sheet that is not a worksheet.
 */
export async function openXlsxSheet(
  path: string,
  { timeoutMs, sheet, headerRow }: { timeoutMs: number; sheet?: string | null; headerRow?: number | null },
): Promise<OpenedSheet> {
  const pkg = await XlsxPackage.open(path, new Deadline(timeoutMs));
  try {
    const book = await readWorkbookInfo(pkg);
    const sheets = book.sheets.map(({ part: _, ...listed }) => listed);
    const open = async (info: SheetInfo, close: boolean) =>
      openSheetTable(worksheetRows(pkg, book, info.part!, close), { headerRow });
    if (sheet != null) {
      const named = book.sheets.find((info) => info.name === sheet);
      if (!named) throw new TableProblem(WORKBOOK_ERRORS.noSuchSheet(sheet));
      if (named.kind !== 'worksheet' || !named.part)
        throw new TableProblem(WORKBOOK_ERRORS.notWorksheet(sheet));
      return { sheets, sheet, table: await open(named, true) };
    }
    const worksheets = book.sheets.filter((info) => info.kind === 'worksheet' && info.part);
    const visible = worksheets.filter((info) => info.visible);
    const active = book.sheets[book.activeTab];
    const order = [
      ...(active && visible.includes(active) ? [active] : []),
      ...visible.filter((i) => i !== active),
    ];
    for (const info of order) {
      const table = await open(info, false).catch(() => null);
      if (table?.headerFound) return { sheets, sheet: info.name, table: closing(table, pkg) };
      await table?.rows.return(undefined);
    }
    const fallback = visible[0] ?? worksheets[0];
    if (!fallback) throw new TableProblem(TABLE_ERRORS.noSheet);
    return { sheets, sheet: fallback.name, table: await open(fallback, true) };
  } catch (error) {
    pkg.close();
    throw error;
  }
}

/** The table with its rows closing the package when they end. */
function closing(table: SheetTable, pkg: XlsxPackage): SheetTable {
  const rows = table.rows;
  async function* closed(): AsyncGenerator<SheetRow> {
    try {
      yield* rows;
    } finally {
      pkg.close();
    }
  }
  return { ...table, rows: closed() };
}
