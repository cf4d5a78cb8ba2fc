import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { dateText, numberText, zeroPadWidth, zeroPadded } from './cell-text.ts';
import { HEADER_SCAN_ROWS, type SheetRow, guessHeaderRow } from './header-row.ts';
import { MAX_TABLE_COLUMNS, WORKBOOK_ERRORS, type WorkbookSheet } from './sheet-table.ts';
import { type Table, TABLE_ERRORS, TableBuilder, TableProblem } from './table.ts';

/** A cell as text: numbers without float noise, dates as ISO (SheetJS builds them in UTC), formulas by value. */
export function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 's':
      return String(cell.v);
    case 'n':
      // As Excel shows it: 123 in '00000' is 00123 (cellNF gives the format code).
      return zeroPadded(
        numberText(cell.v as number),
        zeroPadWidth(cell.z === undefined ? undefined : String(cell.z)),
      );
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'd':
      return dateText(cell.v instanceof Date ? cell.v : new Date(String(cell.v)));
    default:
      // 'e' (an error such as #N/A) and 'z' (a blank with a format) read as empty.
      return '';
  }
}

async function readBook(path: string): Promise<XLSX.WorkBook> {
  return XLSX.read(await readFile(path), {
    type: 'buffer',
    dense: true,
    cellText: false,
    cellDates: true,
    cellHTML: false,
    cellFormula: false,
    cellNF: true,
  });
}

/** A worksheet's rows with text, numbered as the sheet numbers them, at most MAX_TABLE_COLUMNS cells each. */
function numberedRows(sheet: XLSX.WorkSheet): SheetRow[] {
  const data = (sheet['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  const hidden = sheet['!rows'] ?? [];
  const width = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).e.c + 1 : 0;
  const rows: SheetRow[] = [];
  data.forEach((cells, index) => {
    if (!cells) return;
    const texts: string[] = [];
    for (let column = 0; column < Math.min(width, MAX_TABLE_COLUMNS); column++)
      texts.push(cellText(cells[column]));
    if (texts.every((text) => text.trim() === '')) return;
    const row: SheetRow = { number: index + 1, cells: texts, hidden: hidden[index]?.hidden === true };
    for (let column = MAX_TABLE_COLUMNS; column < width; column++)
      if (cellText(cells[column]).trim() !== '') row.overflow = true;
    rows.push(row);
  });
  return rows;
}

/** The sheets of an .xls and the rows of the one read (chosen as xlsx-sheet.ts chooses: the same rules). */
export interface WorkbookSheetRows {
  sheets: WorkbookSheet[];
  sheet: string;
  rows: SheetRow[];
}

/**
 * The named worksheet of an .xls, or by default the first visible worksheet with a table (else the
 * first visible worksheet), with its numbered rows. In the table worker only.
 */
export async function readWorkbookSheet(path: string, sheet?: string | null): Promise<WorkbookSheetRows> {
  const book = await readBook(path);
  const sheets: WorkbookSheet[] = book.SheetNames.map((name, index) => ({
    name,
    visible: !book.Workbook?.Sheets?.[index]?.Hidden,
    kind: book.Sheets[name]?.['!type'] === 'chart' ? 'chartsheet' : 'worksheet',
  }));
  if (sheet != null) {
    const named = sheets.find((listed) => listed.name === sheet);
    if (!named) throw new TableProblem(WORKBOOK_ERRORS.noSuchSheet(sheet));
    if (named.kind !== 'worksheet') throw new TableProblem(WORKBOOK_ERRORS.notWorksheet(sheet));
    return { sheets, sheet, rows: numberedRows(book.Sheets[sheet]!) };
  }
  const visible = sheets.filter((listed) => listed.kind === 'worksheet' && listed.visible);
  for (const listed of visible) {
    const rows = numberedRows(book.Sheets[listed.name]!);
    if (guessHeaderRow(rows.slice(0, HEADER_SCAN_ROWS))?.found) return { sheets, sheet: listed.name, rows };
  }
  const fallback = visible[0] ?? sheets.find((listed) => listed.kind === 'worksheet');
  if (!fallback) throw new TableProblem(TABLE_ERRORS.noSheet);
  return { sheets, sheet: fallback.name, rows: numberedRows(book.Sheets[fallback.name]!) };
}

/**
 * Reads the first worksheet of an .xlsx or .xls. Only after zip-check has proved an .xlsx
 * expands within limits, and only inside the table worker (SheetJS is synchronous).
 * `dense: true, cellText: false` halves the parse time; cellDates gives dates, not serials.
 */
export async function readWorkbook(path: string, maxRows: number): Promise<Table> {
  const book = await readBook(path);
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) throw new TableProblem(TABLE_ERRORS.noSheet);
  const data = (sheet['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  const width = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).e.c + 1 : 0;
  const table = new TableBuilder(maxRows);
  for (const row of data) {
    const cells: string[] = [];
    for (let column = 0; column < width; column++) cells.push(cellText(row?.[column]));
    table.add(cells);
  }
  return table.finish();
}
