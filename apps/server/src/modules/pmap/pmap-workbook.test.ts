import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors.ts';
import { scratchFiles } from '@/test/scratch-files.ts';
import { sheetJsXlsx } from '@/test/xlsx-fixtures.ts';
import { readPmapWorkbook } from './pmap-workbook.ts';

const onDisk = scratchFiles('pmap-workbook');
const GRID = ['SKU', 'UPC', 'MPQ', 'MSRP', 'UMAP', 'DEALER', 'PMAP'];

/** A workbook of several sheets as SheetJS writes it ('biff8' is a legacy .xls). */
function book(sheets: [string, unknown[][]][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const workbook = XLSX.utils.book_new();
  for (const [name, rows] of sheets)
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), name);
  return XLSX.write(workbook, { type: 'buffer', bookType }) as Buffer;
}

describe('readPmapWorkbook', () => {
  it('reads the campaign from the title rows and the grid under them, rows numbered as the sheet numbers them', async () => {
    const bytes = sheetJsXlsx(
      [
        ['Black Friday PMAP'],
        ['Start Date: 11/20/2026'],
        ['End: 12/1/2026'],
        [],
        GRID,
        ['KX-100', '012345678905', 6, 199.99, 149.99, 90, 129.99],
        ['KX-200', '000123456789', '', '$249.99', '$199.99', '$120.00', '$169.99'],
      ],
      {
        edit: (sheet) => {
          // A formula's cached value with float noise (3 × 43.33) reads as the amount it shows.
          sheet['G7'] = { t: 'n', f: 'E7*0.85', v: 169.99000000000001 };
        },
      },
    );
    const read = await readPmapWorkbook({ path: onDisk(bytes), kind: 'xlsx' });
    expect(read).toMatchObject({
      campaignName: 'Black Friday PMAP',
      startDate: '2026-11-20',
      endDate: '2026-12-01',
    });
    expect(read.warnings).toEqual([]);
    expect(read.rows).toEqual([
      {
        rowNumber: 6,
        sku: 'KX-100',
        upc: '012345678905',
        mpq: 6,
        msrp: '199.99',
        umap: '149.99',
        dealer: '90.00',
        pmap: '129.99',
      },
      {
        rowNumber: 7,
        sku: 'KX-200',
        upc: '000123456789',
        mpq: null,
        msrp: '249.99',
        umap: '199.99',
        dealer: '120.00',
        pmap: '169.99',
      },
    ]);
  });

  it('reads a legacy .xls with a date range line, trade column names and a cover sheet first', async () => {
    const bytes = book(
      [
        // A cover tab holding a small table of its own: not the grid (no SKU or PMAP column).
        [
          'Cover',
          [
            ['Contact', 'Phone'],
            ['Sales', '555-0100'],
            ['Support', '555-0101'],
          ],
        ],
        [
          'PMAP',
          [
            ['Campaign: Holiday Blowout'],
            ['11/20/2026 - 12/01/2026'],
            ['Item #', 'UPC Code', 'Master Pack', 'Retail', 'MAP', 'Dealer Cost', 'PMAP Price'],
            ['AMP-1', '', '4', '299.99', '249.99', '150.00', '219.99'],
          ],
        ],
      ],
      'biff8',
    );
    const read = await readPmapWorkbook({ path: onDisk(bytes), kind: 'xls' });
    expect(read).toMatchObject({
      campaignName: 'Holiday Blowout',
      startDate: '2026-11-20',
      endDate: '2026-12-01',
    });
    expect(read.rows).toEqual([
      {
        rowNumber: 4,
        sku: 'AMP-1',
        upc: null,
        mpq: 4,
        msrp: '299.99',
        umap: '249.99',
        dealer: '150.00',
        pmap: '219.99',
      },
    ]);
  });

  it('reads dates typed as date cells beside their labels', async () => {
    const bytes = sheetJsXlsx([
      ['Memorial Day PMAP'],
      ['Start Date', new Date(Date.UTC(2027, 4, 20))],
      ['End Date', new Date(Date.UTC(2027, 4, 31))],
      GRID,
      ['KX-1', '', '', '', '', '', '10'],
    ]);
    const read = await readPmapWorkbook({ path: onDisk(bytes), kind: 'xlsx' });
    expect(read).toMatchObject({
      campaignName: 'Memorial Day PMAP',
      startDate: '2027-05-20',
      endDate: '2027-05-31',
    });
  });

  it('warns about a missing name and dates, rows without a SKU and cells it cannot read', async () => {
    const bytes = sheetJsXlsx([
      GRID,
      ['KX-1', '', 'six', '', '', '', 'Call'],
      ['', '', '', '', '', '', '12.00'],
      ['KX-2', '', '', '', '', '', '10.005'],
    ]);
    const read = await readPmapWorkbook({ path: onDisk(bytes), kind: 'xlsx' });
    expect(read.campaignName).toBeNull();
    expect(read.rows.map((row) => [row.rowNumber, row.pmap, row.mpq])).toEqual([
      [2, null, null],
      [4, '10.01', null],
    ]);
    expect(read.warnings).toEqual([
      'The workbook names no campaign above its grid: enter the campaign name',
      'The workbook gives no start date above its grid: enter it',
      'The workbook gives no end date above its grid: enter it',
      "Row 2: MPQ 'six' is not a whole number of at least 1: left empty",
      "Row 2: PMAP 'Call' is not an amount: left empty",
      'Row 3 has no SKU: skipped',
      "Row 4: PMAP '10.005' was rounded to cents: 10.01",
    ]);
  });

  it('refuses a workbook without a PMAP column, naming the upload field', async () => {
    const bytes = sheetJsXlsx([['Spring PMAP'], ['SKU', 'UPC', 'MSRP'], ['KX-1', '1', '10']]);
    const outcome = await readPmapWorkbook({ path: onDisk(bytes), kind: 'xlsx' }).catch((e: unknown) => e);
    expect(outcome).toBeInstanceOf(AppError);
    expect(outcome).toMatchObject({
      statusCode: 400,
      errors: { pmapFile: 'No row of the file names the SKU, PMAP columns: add them to the header row' },
    });
  });
});
