import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { IMPORT_MESSAGES, type UploadResponse } from '@crossover/domain/imports';
import { csvImports } from '@/db/schema/csv-imports.ts';
import { readWorkbook } from '@/lib/spreadsheets/read-workbook.ts';
import { TABLE_ERRORS } from '@/lib/spreadsheets/table.ts';
import { ZIP_ERRORS } from '@/lib/uploads/zip-check.ts';
import { type TestApp, createTestApp } from '@/test/app.ts';
import { type ImportWorld, createImportWorld, storedImport, upload } from '@/test/imports/import-kit.ts';
import { workbookBomb } from '@/test/upload-fixtures.ts';
import { handWrittenXlsx, sheetJsXlsx } from '@/test/xlsx-fixtures.ts';
import { tableCsv } from './table-stream.ts';

/** .xlsx uploads, read as a stream (lib/spreadsheets/xlsx-rows.ts) with a working copy written as they are read. */

const MB = 1024 * 1024;
let t: TestApp;
let world: ImportWorld;
const dir = mkdtempSync(path.join(tmpdir(), 'xlsx-upload-'));

beforeAll(async () => {
  t = await createTestApp();
  world = await createImportWorld(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const importCount = async () => (await t.db.select({ n: count() }).from(csvImports))[0]!.n;
function storedFiles(): string[] {
  const root = path.join(t.config.dataDir, 'objects', 'imports');
  return existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
}

const send = (data: Buffer) =>
  upload(t, world.admin, { data, filename: 'products.xlsx', manufacturerId: world.manufacturerId });

/** A refused upload answers 400 naming csvFile, and writes nothing: no import row, no stored file. */
async function expectRefused(data: Buffer, message: string): Promise<void> {
  const [rowsBefore, filesBefore] = [await importCount(), storedFiles().length];
  const response = await send(data);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ message, errors: { csvFile: message } });
  expect(await importCount()).toBe(rowsBefore);
  expect(storedFiles()).toHaveLength(filesBefore);
}

const HEADER = '<row><c t="inlineStr"><is><t>SKU</t></is></c><c t="inlineStr"><is><t>Name</t></is></c></row>';
const book = (rows: string) => handWrittenXlsx({ sheets: [{ file: 'products.xml', rows }] });

describe('POST /api/csv-import with an .xlsx', () => {
  it('answers the table SheetJS reads, and stores a working copy CSV with each row on its own line number (a blank row as an empty line)', async () => {
    const rows = [
      ['SKU', 'Name', 'Since', 'Price', 'In stock'],
      ['X-1', 'Say "hi", then\nsee; two lines', new Date(Date.UTC(2024, 0, 31)), 0.1 + 0.2, true],
      [],
      ['X-2', '=HYPERLINK("x")', new Date(Date.UTC(2024, 1, 1, 13, 5)), -12.5, false],
      ['X-3', ' padded ', null, 1e21],
      ['X-4', 'Café 🔊, €'],
    ];
    const bytes = sheetJsXlsx(rows, { sharedStrings: true });
    const file = path.join(dir, 'awkward.xlsx');
    writeFileSync(file, bytes);
    const expected = await readWorkbook(file, 100);

    const response = await send(bytes);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<UploadResponse>();
    expect(body).toMatchObject({
      fileKind: 'xlsx',
      headers: expected.headers,
      sampleData: expected.rows.slice(0, 3),
      totalRows: 4,
    });
    const fileKey = (await storedImport(t, body.importId))!.fileKey!;
    const copy = await t.storage.get(`${fileKey}.table.csv`, 10 * MB);
    expect(copy).toMatchObject({ tooLarge: false });
    expect(body.sampleRowNumbers).toEqual([2, 4, 5]);
    const [first, ...rest] = expected.rows;
    const lines = tableCsv(expected.headers, [first!]) + '\r\n' + tableCsv([], rest).slice(2);
    if (copy && !copy.tooLarge) expect(copy.body.toString()).toBe(lines);
  });

  it('counts the rows past the first ones it keeps, from a sheet with gaps', async () => {
    const rows = Array.from(
      { length: 1200 },
      (_, i) => `<row r="${i * 3 + 2}"><c r="A${i * 3 + 2}"><v>${i}</v></c></row>`,
    );
    const response = await send(book(`${HEADER}${rows.join('')}`));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UploadResponse>()).toMatchObject({
      headers: ['SKU', 'Name'],
      sampleData: [
        ['0', ''],
        ['1', ''],
        ['2', ''],
      ],
      totalRows: 1200,
    });
  });

  it('refuses more rows than an import takes, with the message to split the file', async () => {
    const rows = '<row><c><v>1</v></c></row>'.repeat(100_001);
    await expectRefused(
      book(`${HEADER}${rows}`),
      'The file has more than 100,000 rows; split it into smaller files',
    );
  });

  it('refuses a sheet without a header row, and one with only a header', async () => {
    await expectRefused(
      book('<row r="3"><c t="inlineStr"><is><t> </t></is></c></row>'),
      TABLE_ERRORS.noHeader,
    );
    await expectRefused(book(HEADER), IMPORT_MESSAGES.noDataRows);
  });

  it('refuses damaged XML, even after many good rows, as a file that could not be read', async () => {
    const good = '<row><c><v>1</v></c></row>'.repeat(5000);
    await expectRefused(book(`${HEADER}${good}<row><c><v>2</c></row>`), TABLE_ERRORS.unreadable);
    await expectRefused(
      handWrittenXlsx({
        sheets: [{ file: 'sheet1.xml', rows: HEADER }],
        parts: { 'xl/workbook.xml': '<workbook><sheets>' },
      }),
      TABLE_ERRORS.unreadable,
    );
  });

  it('still refuses a zip bomb at the zip check, before any XML is parsed', async () => {
    await expectRefused(workbookBomb({ sheetMb: 800 }), ZIP_ERRORS.expandsTooMuch(250));
    await expectRefused(workbookBomb({ sheetMb: 800, lie: true }), ZIP_ERRORS.damaged);
  });
});
