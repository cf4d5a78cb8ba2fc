import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { scratchFiles } from '@/test/scratch-files.ts';
import { buildZip, workbookBomb } from '@/test/upload-fixtures.ts';
import { WORKBOOK_ZIP_LIMITS, ZIP_ERRORS, checkWorkbookZip } from './zip-check.ts';

const onDisk = scratchFiles('zip-check', '.zip');

const MB = 1024 * 1024;
const TOO_BIG = ZIP_ERRORS.expandsTooMuch(250);

describe('checkWorkbookZip', () => {
  it('passes a real workbook and reports what it inflates to', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['SKU', 'Name'],
      ['A-1', 'Amplifier'],
    ]);
    const book = XLSX.utils.book_new(sheet, 'Products');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
    const result = await checkWorkbookZip(onDisk(bytes));
    expect(result.entries).toBeGreaterThan(3);
    expect(result.totalBytes).toBeGreaterThan(bytes.length);
  });

  it('refuses a zip without a workbook part', async () => {
    const file = onDisk(buildZip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]));
    await expect(checkWorkbookZip(file)).rejects.toMatchObject({
      statusCode: 400,
      message: ZIP_ERRORS.notWorkbook,
    });
  });

  it('refuses an honest bomb (800 MB declared) from its headers, without inflating', async () => {
    const file = onDisk(workbookBomb());
    const started = performance.now();
    await expect(checkWorkbookZip(file)).rejects.toMatchObject({ message: TOO_BIG });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses a bomb whose headers lie at the first byte past what they declared', async () => {
    const file = onDisk(workbookBomb({ lie: true }));
    const started = performance.now();
    await expect(checkWorkbookZip(file)).rejects.toMatchObject({ message: ZIP_ERRORS.damaged });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('inflates "folder" entries too: data hidden behind a name ending in / is counted', async () => {
    const file = onDisk(
      buildZip([
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
        { name: 'xl/hidden/', zerosMb: 300, declaredSize: 0 },
      ]),
    );
    await expect(checkWorkbookZip(file)).rejects.toMatchObject({ message: ZIP_ERRORS.damaged });
  });

  it('refuses a deflate stream longer than its declared compressed size (SheetJS would inflate all of it)', async () => {
    const file = onDisk(
      buildZip([
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
        { name: 'xl/worksheets/sheet1.xml', zerosMb: 50, declaredCompressedSize: 64 },
      ]),
    );
    await expect(checkWorkbookZip(file)).rejects.toMatchObject({ message: ZIP_ERRORS.damaged });
  });

  it('stops inflating at the total limit, with entries each under the per-entry limit', async () => {
    const file = onDisk(
      buildZip([
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
        { name: 'xl/worksheets/sheet1.xml', zerosMb: 3 },
        { name: 'xl/worksheets/sheet2.xml', zerosMb: 3 },
      ]),
    );
    const limits = { maxEntries: 10, maxEntryBytes: 4 * MB, maxTotalBytes: 5 * MB };
    await expect(checkWorkbookZip(file, limits)).rejects.toMatchObject({
      message: ZIP_ERRORS.expandsTooMuch(5),
    });
    // The same file within limits passes: the refusal above is the total, nothing else.
    expect((await checkWorkbookZip(file, { ...limits, maxTotalBytes: 7 * MB })).totalBytes).toBe(6 * MB + 11);
  });

  it('refuses more entries than the limit before reading any of them', async () => {
    const entries = Array.from({ length: 12 }, (_, i) => ({
      name: `xl/part${i}.xml`,
      data: Buffer.from('x'),
    }));
    const file = onDisk(buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<w/>') }, ...entries]));
    await expect(checkWorkbookZip(file, { ...WORKBOOK_ZIP_LIMITS, maxEntries: 10 })).rejects.toMatchObject({
      message: ZIP_ERRORS.tooManyEntries(10),
    });
  });

  it('refuses bytes that are not a zip at all', async () => {
    const file = onDisk(Buffer.from('PK\u0003\u0004 but nothing else'));
    await expect(checkWorkbookZip(file)).rejects.toMatchObject({ message: ZIP_ERRORS.damaged });
  });
});
