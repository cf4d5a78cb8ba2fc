import * as XLSX from 'xlsx';

/**
 * Workbooks laid out as manufacturers send them (issue 15): a title block above the header, a
 * 'Read Me' cover tab or a hidden lookup sheet before the price list, part numbers and UPCs typed
 * as numbers in zero-padded formats, hidden rows. Written by SheetJS, as Excel would save them.
 */

export const PRICE_TITLE = 'KICKER 2026 DEALER PRICE LIST';
export const PRICE_HEADERS = ['Part #', 'Description', 'Dealer', 'MSRP', 'UPC'];
/** The header is row 4: the title, a date line and a blank row come first. */
export const PRICE_HEADER_ROW = 4;

export type PriceRow = [
  part: string | number,
  description: string,
  dealer: number,
  msrp: number,
  upc: number,
];

/** Part numbers 123… (shown 00123…), UPCs 12-digit with a leading 0 when typed as numbers. */
export function priceRows(count: number, start = 1): PriceRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = start + i;
    return [122 + n, `CompC ${n}" Subwoofer`, 40 + n, 80 + n, 12_345_678_900 + n];
  });
}

/**
 * The price list sheet: title, date line, a blank row, the header in row 4, the products under it.
 * Numeric part numbers are formatted 00000 and UPCs 000000000000, as the trade types them.
 */
export function priceListSheet(
  rows: readonly PriceRow[],
  { hiddenRows = [] as number[] } = {},
): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet([
    [PRICE_TITLE],
    ['Effective January 1, 2026'],
    [],
    PRICE_HEADERS,
    ...rows.map((row) => [...row]),
  ]);
  rows.forEach((row, index) => {
    const at = PRICE_HEADER_ROW + index; // zero-based row of the product
    const part = sheet[XLSX.utils.encode_cell({ r: at, c: 0 })] as XLSX.CellObject | undefined;
    if (part && typeof row[0] === 'number') part.z = '00000';
    const upc = sheet[XLSX.utils.encode_cell({ r: at, c: 4 })] as XLSX.CellObject | undefined;
    if (upc) upc.z = '000000000000';
  });
  if (hiddenRows.length > 0) {
    const props: XLSX.RowInfo[] = [];
    for (const row of hiddenRows) props[row - 1] = { hidden: true };
    sheet['!rows'] = props;
  }
  return sheet;
}

export const README_LINES = [
  ['How to use this price list'],
  ['Prices are dealer cost in US dollars.'],
  ['Contact sales@kicker.test for questions.'],
  ['MAP policy applies to every item.'],
];

export interface PriceBookOptions {
  /** A 'Read Me' tab of notes before the price list. */
  cover?: boolean;
  /** A hidden 'Lookup' sheet (a table of codes) before everything. */
  hiddenLookup?: boolean;
  hiddenRows?: number[];
  bookType?: 'xlsx' | 'biff8';
}

export function priceListBook(rows: readonly PriceRow[], options: PriceBookOptions = {}): Buffer {
  const book = XLSX.utils.book_new();
  const hidden: number[] = [];
  if (options.hiddenLookup) {
    const lookup = XLSX.utils.aoa_to_sheet([
      ['Code', 'Meaning'],
      ['D', 'Discontinued'],
      ['N', 'New'],
    ]);
    XLSX.utils.book_append_sheet(book, lookup, 'Lookup');
    hidden.push(1);
  }
  if (options.cover) {
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(README_LINES), 'Read Me');
    hidden.push(0);
  }
  XLSX.utils.book_append_sheet(book, priceListSheet(rows, options), 'Price List');
  hidden.push(0);
  book.Workbook = {
    Sheets: hidden.map((Hidden, index) => ({ name: book.SheetNames[index], Hidden: Hidden as 0 | 1 })),
  };
  return XLSX.write(book, {
    type: 'buffer',
    bookType: options.bookType ?? 'xlsx',
    compression: true,
  }) as Buffer;
}
