import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { dateText, numberText } from './cell-text.ts';
import { type Table, TABLE_ERRORS, TableBuilder, TableProblem } from './table.ts';

/** A cell as text: numbers without float noise, dates as ISO (SheetJS builds them in UTC), formulas by value. */
export function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 's':
      return String(cell.v);
    case 'n':
      return numberText(cell.v as number);
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'd':
      return dateText(cell.v instanceof Date ? cell.v : new Date(String(cell.v)));
    default:
      // 'e' (an error such as #N/A) and 'z' (a blank with a format) read as empty.
      return '';
  }
}

/**
 * Reads the first worksheet of an .xlsx or .xls. Only after zip-check has proved an .xlsx
 * expands within limits, and only inside the table worker (SheetJS is synchronous).
 * `dense: true, cellText: false` halves the parse time; cellDates gives dates, not serials.
 */
export async function readWorkbook(path: string, maxRows: number): Promise<Table> {
  const book = XLSX.read(await readFile(path), {
    type: 'buffer',
    dense: true,
    cellText: false,
    cellDates: true,
    cellHTML: false,
    cellFormula: false,
  });
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
