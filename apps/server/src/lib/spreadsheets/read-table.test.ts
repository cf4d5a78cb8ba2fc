import iconv from 'iconv-lite';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { scratchFiles } from '@/test/scratch-files.ts';
import { ZIP_ERRORS } from '@/lib/uploads/zip-check.ts';
import { PNG_BYTES, workbookBomb } from '@/test/upload-fixtures.ts';
import { handWrittenXlsx } from '@/test/xlsx-fixtures.ts';
import { detectEncoding } from './decode-text.ts';
import { readTable } from './read-table.ts';
import { readWorkbook } from './read-workbook.ts';
import { TABLE_ERRORS } from './table.ts';

const onDisk = scratchFiles('read-table');

const MB = 1024 * 1024;

function workbook(bookType: 'xlsx' | 'biff8'): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(
    [
      ['SKU ', 'Name', 'Price', 'Since', 'Active', ''],
      ['A-1', 'Amplifier', 0.1 + 0.2, new Date(Date.UTC(2024, 0, 31)), true],
      [],
      ['B-2', 'Café crème €', 1234.5, new Date(Date.UTC(2024, 1, 1, 13, 5)), false, 'no header'],
    ],
    { cellDates: true },
  );
  return XLSX.write(XLSX.utils.book_new(sheet, 'Products'), { type: 'buffer', bookType }) as Buffer;
}

const EXPECTED_BOOK = {
  headers: ['SKU', 'Name', 'Price', 'Since', 'Active'],
  rows: [
    ['A-1', 'Amplifier', '0.3', '2024-01-31', 'TRUE'],
    ['B-2', 'Café crème €', '1234.5', '2024-02-01 13:05:00', 'FALSE'],
  ],
  rowCount: 2,
};

describe('readTable', () => {
  it('reads a Windows-1252 CSV with € and é (semicolons, a quoted line break)', async () => {
    const text = 'SKU;Name;Price\r\nA-1;Café crème;12,50 €\r\nB-2;"two\r\nlines";0,99 €\r\n';
    const bytes = iconv.encode(text, 'windows-1252');
    expect(bytes.includes(0x80)).toBe(true); // '€' is the byte Node 20's own decoder gets wrong
    const table = await readTable({ path: onDisk(bytes) });
    expect(table).toEqual({
      headers: ['SKU', 'Name', 'Price'],
      rows: [
        ['A-1', 'Café crème', '12,50 €'],
        ['B-2', 'two\r\nlines', '0,99 €'],
      ],
      rowCount: 2,
      encoding: 'windows-1252',
    });
  });

  it('reads an .xls (Excel 97-2003) file', async () => {
    expect(await readTable({ path: onDisk(workbook('biff8')) })).toEqual(EXPECTED_BOOK);
  });

  it('reads an .xlsx file the same way', async () => {
    expect(await readTable({ path: onDisk(workbook('xlsx')) })).toEqual(EXPECTED_BOOK);
  });

  it('refuses a 2 MB xlsx that inflates to 800 MB in under a second, memory growing < 50 MB', async () => {
    for (const lie of [false, true]) {
      const bytes = workbookBomb({ sheetMb: 800, lie });
      expect(bytes.length).toBeGreaterThan(1.9 * MB);
      expect(bytes.length).toBeLessThan(2.5 * MB);
      const file = onDisk(bytes);
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      const started = performance.now();
      const outcome = await readTable({ path: file }).catch((error: unknown) => error);
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      expect(outcome).toMatchObject({
        statusCode: 400,
        message: lie ? ZIP_ERRORS.damaged : ZIP_ERRORS.expandsTooMuch(250),
      });
      expect(elapsed).toBeLessThan(1000);
      expect(peak - before).toBeLessThan(50 * MB);
    }
  });

  it('refuses more rows than maxRows, a file without a header, and bytes that are no table', async () => {
    const csv = onDisk('SKU\n1\n2\n3\n4\n');
    await expect(readTable({ path: csv }, { maxRows: 3 })).rejects.toMatchObject({
      statusCode: 400,
      message: TABLE_ERRORS.tooManyRows(3),
    });
    await expect(readTable({ path: onDisk(' \n\n ,, \n') })).rejects.toMatchObject({
      message: TABLE_ERRORS.noHeader,
    });
    await expect(readTable({ path: onDisk(PNG_BYTES) })).rejects.toMatchObject({
      statusCode: 400,
      message: 'The file must be CSV, Excel (.xlsx) or Excel 97-2003 (.xls)',
    });
  });

  it('ends the worker at the timeout', async () => {
    await expect(readTable({ path: onDisk(workbook('biff8')) }, { timeoutMs: 20 })).rejects.toMatchObject({
      message: TABLE_ERRORS.timeout(0),
    });
  });

  it('reads an .xlsx whose amounts use a built-in accounting or currency format, which SheetJS refuses', async () => {
    const amounts = [5, 7, 44].map(
      (format, index) =>
        `<row r="${index + 2}"><c r="A${index + 2}" t="inlineStr"><is><t>F-${format}</t></is></c><c r="B${index + 2}" s="${index + 1}"><v>1234.5</v></c></row>`,
    );
    const file = onDisk(
      handWrittenXlsx({
        sheets: [
          {
            file: 'sheet1.xml',
            rows: `<row r="1"><c r="A1" t="inlineStr"><is><t>SKU</t></is></c><c r="B1" t="inlineStr"><is><t>Dealer Cost</t></is></c></row>${amounts.join('')}`,
          },
        ],
        cellXfs: '<xf numFmtId="0"/><xf numFmtId="5"/><xf numFmtId="7"/><xf numFmtId="44"/>',
      }),
    );
    await expect(readWorkbook(file, 10)).rejects.toThrow();
    expect(await readTable({ path: file })).toEqual({
      headers: ['SKU', 'Dealer Cost'],
      rows: [
        ['F-5', '1234.5'],
        ['F-7', '1234.5'],
        ['F-44', '1234.5'],
      ],
      rowCount: 3,
    });
  });
});

describe('detectEncoding', () => {
  it('tells UTF-8 (with or without BOM) from Windows-1252, even when the first non-ASCII byte is far in', async () => {
    const ascii = 'SKU,Name\n' + 'A-1,Plain\n'.repeat(40_000); // 400 KB: past the first chunk
    expect(await detectEncoding(onDisk(ascii + 'B-2,Café\n'))).toBe('utf-8');
    expect(
      await detectEncoding(onDisk(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('a,é\n')]))),
    ).toBe('utf-8');
    expect(await detectEncoding(onDisk(iconv.encode(ascii + 'B-2,Café\n', 'windows-1252')))).toBe(
      'windows-1252',
    );
    // A UTF-8 sequence cut off at the very end is not UTF-8 either.
    expect(await detectEncoding(onDisk(Buffer.from([0x61, 0xc3])))).toBe('windows-1252');
  });
});
