import { describe, expect, it } from 'vitest';
import type * as XLSX from 'xlsx';
import type { UploadResponse } from '@crossover/domain/imports';
import { upload } from '@/test/imports/import-kit.ts';
import { importTestApp } from '@/test/imports/import-test-app.ts';
import { PRICE_HEADERS, priceListBook, priceRows } from '@/test/imports/price-lists.ts';
import { buildZip } from '@/test/upload-fixtures.ts';
import { handWrittenXlsx, sheetJsXlsx } from '@/test/xlsx-fixtures.ts';

/**
 * Issue 15 items 8 (reader parts), 13 and 24: what the upload reads with care or leaves out is said
 * in its answer (hidden rows, text right of the last named column, a doubtful encoding), preview
 * cells and columns are capped, and files we cannot read say how to save them instead.
 */

const { t, world } = await importTestApp();

const send = (data: Buffer | string, filename: string) =>
  upload(t, world.admin, { data, filename, manufacturerId: world.manufacturerId });

async function read(data: Buffer | string, filename: string): Promise<UploadResponse> {
  const response = await send(data, filename);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UploadResponse>();
}

describe('what the reader says about a file (item 8)', () => {
  it('imports hidden rows and names them', async () => {
    const body = await read(priceListBook(priceRows(4), { hiddenRows: [6, 7] }), 'hidden.xlsx');
    expect(body.totalRows).toBe(4);
    expect(body.warnings).toContain('Rows 6, 7 are hidden in the workbook and will be imported too');
  });

  it('names the columns right of the last named header instead of dropping them silently', async () => {
    const data = sheetJsXlsx([
      ['SKU', 'Name'],
      ['K-1', 'Amp', '', 'note'],
      ['K-2', 'Sub', 'x'],
    ]);
    const body = await read(data, 'extra.xlsx');
    expect(body.headers).toEqual(['SKU', 'Name']);
    expect(body.warnings).toContain(
      'Columns C, D have text but no name in the header row, so they are not imported; name them or choose another header row',
    );
  });

  it('reads a time-only cell as the time it shows, not 1899-12-31', async () => {
    const data = sheetJsXlsx(
      [
        ['SKU', 'Cutoff'],
        ['K-1', 0.5208333333333334],
      ],
      {
        edit: (sheet) => {
          (sheet.B2 as XLSX.CellObject).z = 'h:mm';
        },
      },
    );
    expect((await read(data, 'time.xlsx')).sampleData[0]).toEqual(['K-1', '12:30:00']);
  });

  it('warns on a MacRoman or mixed-encoding CSV and names the rows to check', async () => {
    const mixed = Buffer.concat([
      Buffer.from('SKU,Name\r\nK-1,Caf\u00e9 UTF-8\r\nK-2,plain\r\n'),
      Buffer.from([0x4b, 0x2d, 0x33, 0x2c, 0x43, 0x61, 0x66, 0x8e, 0x0d, 0x0a]), // MacRoman é
    ]);
    const body = await read(mixed, 'mixed.csv');
    expect(body.totalRows).toBe(3);
    expect(body.warnings).toEqual([
      'The file mixes two text encodings: it was read as Windows-1252, so accented letters may be wrong in row 4; check them, or save the file as CSV UTF-8',
    ]);
    const clean = await read('SKU,Name\r\nK-1,Caf\u00e9\r\n', 'clean.csv');
    expect(clean.warnings).toEqual([]);
  });

  it('tells how to save a UTF-16 "Unicode Text" file and an .ods instead', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('SKU\tName\r\nK-1\tAmp\r\n', 'utf16le'),
    ]);
    const refused = await send(utf16, 'products.txt');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({
      errors: {
        csvFile:
          'The file is UTF-16 text (Excel\'s "Unicode Text"), which cannot be read: save it as CSV UTF-8 or Excel Workbook (.xlsx) and upload that',
      },
    });
    const ods = buildZip([
      { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.spreadsheet') },
      { name: 'content.xml', data: Buffer.from('<office:document-content/>') },
    ]);
    const odsAnswer = await send(ods, 'products.ods');
    expect(odsAnswer.json()).toMatchObject({
      errors: { csvFile: expect.stringContaining('save it as CSV UTF-8 or Excel Workbook (.xlsx)') },
    });
  });
});

describe('a text file named .xlsx (item 24)', () => {
  it('is told it is not an Excel workbook, not that it has no rows', async () => {
    const response = await send('Just a note, not a workbook', 'prices.xlsx');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      errors: { csvFile: expect.stringContaining('is named .xlsx but is not an Excel workbook') },
    });
  });
});

describe('preview caps (item 13)', () => {
  it('cuts a 2 MB cell to 500 characters in the answer', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const response = await send(`SKU,Description\r\nK-1,${big}\r\n`, 'big.csv');
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(20_000);
    const cell = response.json<UploadResponse>().sampleData[0]![1]!;
    expect(cell).toHaveLength(500);
    expect(cell.endsWith('…')).toBe(true);
  });

  it('reads at most 256 columns: one cell in column XFD of the header row does not make 16,384 headers', async () => {
    const header = `<row r="1">${PRICE_HEADERS.map((name, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>${name.replace('#', 'No')}</t></is></c>`).join('')}<c r="XFD1" t="inlineStr"><is><t>Far</t></is></c></row>`;
    const data = handWrittenXlsx({
      sheets: [
        {
          file: 'sheet1.xml',
          rows: `${header}<row r="2"><c r="A2" t="inlineStr"><is><t>K-1</t></is></c></row>`,
        },
      ],
    });
    const body = await read(data, 'wide.xlsx');
    expect(body.headers).toEqual(PRICE_HEADERS.map((name) => name.replace('#', 'No')));
    expect(body.warnings).toContain(
      'Only the first 256 columns (A to IV) are read; row 1 has text further right',
    );
  });
});
