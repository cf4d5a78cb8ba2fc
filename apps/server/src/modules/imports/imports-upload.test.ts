import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { IMPORT_MESSAGES, type UploadResponse } from '@crossover/domain/imports';
import { csvImports } from '@/db/schema/csv-imports.ts';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import { ZIP_ERRORS } from '@/lib/uploads/zip-check.ts';
import { createOrganization } from '@/test/factories.ts';
import { PNG_BYTES, workbookBomb } from '@/test/upload-fixtures.ts';
import {
  NON_ADMIN_ROLES,
  PRODUCT_HEADERS,
  PRODUCT_MAPPING,
  csvText,
  productRows,
  runImport,
  storedImport,
  upload,
  workbookOf,
} from '@/test/imports/import-kit.ts';
import { importTestApp } from '@/test/imports/import-test-app.ts';

const MB = 1024 * 1024;
const { t, world } = await importTestApp();

const importCount = async () => (await t.db.select({ n: count() }).from(csvImports))[0]!.n;
/** Files in local storage under imports/ (the test app stores on disk in its data dir). */
function storedFiles(): string[] {
  const root = path.join(t.config.dataDir, 'objects', 'imports');
  return existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
}

/** A refused upload writes nothing: no import row, no stored file. */
async function expectRefused(
  send: () => ReturnType<typeof upload>,
  status: number,
  errors: Record<string, string>,
): Promise<number> {
  const [rowsBefore, filesBefore] = [await importCount(), storedFiles().length];
  const started = performance.now();
  const response = await send();
  const elapsed = performance.now() - started;
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ errors });
  expect(await importCount()).toBe(rowsBefore);
  expect(storedFiles()).toHaveLength(filesBefore);
  return elapsed;
}

describe('POST /api/csv-import', () => {
  it('stores the file and answers headers, 3 sample rows, the row count and a ★ mapping', async () => {
    const headers = ['Part #', 'Title', 'Line', 'MSRP', 'MAP', 'Case Pack', 'UPC Code', 'Picture'];
    const rows = Array.from({ length: 5 }, (_, i) => [
      `K-${i}`,
      `Kit ${i}`,
      'Storm',
      '10',
      '9',
      '2',
      '0123',
      '',
    ]);
    const response = await upload(t, world.admin, {
      data: `\uFEFF${csvText([headers, ...rows])}`,
      filename: 'C:\\exports\\kits.csv',
      manufacturerId: world.manufacturerId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<UploadResponse>();
    expect(body).toMatchObject({
      filename: 'kits.csv',
      fileKind: 'csv',
      headers,
      sampleData: rows.slice(0, 3),
      totalRows: 5,
      suggestion: {
        mapping: {
          sku: 0,
          name: 1,
          seriesName: 2,
          mfgRetail: 3,
          mfgMAP: 4,
          mfgMasterPackQty: 5,
          upc: 6,
          imageUrl: 7,
        },
        templateId: null,
      },
    });
    const stored = await storedImport(t, body.importId);
    expect(stored).toMatchObject({ status: 'uploaded', fileKind: 'csv', headers, totalRows: 5 });
    expect(stored!.fileKey).toMatch(new RegExp(`^imports/${body.importId}/`));
    const object = await t.storage.get(stored!.fileKey!, 10 * MB);
    expect(object).toMatchObject({ tooLarge: false });
  });

  it("suggests the manufacturer's last mapping by column name, with its template", async () => {
    const maker = await createOrganization(t.db, { type: 'manufacturer' });
    const mine = { ...world, manufacturerId: maker.id };
    const template = await t.app.inject({
      method: 'POST',
      url: '/api/column-mapping-templates',
      headers: { cookie: world.admin },
      payload: { name: `Maker layout ${maker.id}`, mapping: { sku: 1, description: 0 } },
    });
    const templateId = template.json<{ id: string }>().id;
    // The first file: 'Code' holds the SKU and 'Blurb' the description (no name would say so).
    const first = await upload(t, world.admin, {
      data: csvText([
        ['Blurb', 'Code'],
        ['Nice', 'A-1'],
      ]),
      manufacturerId: maker.id,
    });
    const firstId = first.json<UploadResponse>().importId;
    await t.app.inject({
      method: 'POST',
      url: `/api/csv-import/${firstId}/process`,
      headers: { cookie: world.admin },
      payload: { columnMapping: { sku: 1, description: 0 }, templateId },
    });
    await t.jobs.drain();
    // The next file has the columns in another order, and one more.
    const next = await upload(t, mine.admin, {
      data: csvText([
        ['MSRP', 'Code', 'Blurb'],
        ['5', 'A-2', 'Nicer'],
      ]),
      manufacturerId: maker.id,
    });
    expect(next.json<UploadResponse>().suggestion).toMatchObject({
      mapping: { sku: 1, description: 2, mfgRetail: 0 },
      sources: { sku: 'previous', description: 'previous', mfgRetail: 'synonym' },
      templateId,
      templateName: `Maker layout ${maker.id}`,
    });
  });

  it('reads .xlsx and .xls by their content, whatever their name', async () => {
    const rows = [PRODUCT_HEADERS, ...productRows('BOOK', 3)];
    for (const [bookType, kind] of [
      ['xlsx', 'xlsx'],
      ['biff8', 'xls'],
    ] as const) {
      const response = await upload(t, world.admin, {
        data: workbookOf(rows, bookType),
        filename: 'named-wrongly.csv',
        manufacturerId: world.manufacturerId,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<UploadResponse>()).toMatchObject({
        fileKind: kind,
        headers: PRODUCT_HEADERS,
        totalRows: 3,
      });
    }
    // Cells a CSV must quote survive the workbook's working copy (the job reads that, not the book).
    const awkward = productRows('XLSX', 4);
    awkward[1]![1] = 'Say "hi", then\nsee; two lines';
    const entry = await runImport(
      t,
      world,
      workbookOf([PRODUCT_HEADERS, ...awkward]),
      PRODUCT_MAPPING,
      'book.xlsx',
    );
    expect(entry).toMatchObject({ status: 'staged', recordsStaged: 4, recordsFailed: 0, fileKind: 'xlsx' });
    const staged = await t.db.select().from(stagedProducts).where(eq(stagedProducts.csvImportId, entry.id));
    expect(staged.find((row) => row.sku === 'XLSX-2')?.name).toBe('Say "hi", then\nsee; two lines');
    // Deleting the import removes the workbook and its working copy.
    const fileKey = (await storedImport(t, entry.id))!.fileKey!;
    expect(await t.storage.get(`${fileKey}.table.csv`, 10 * MB)).toMatchObject({ tooLarge: false });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/csv-import/${entry.id}`,
          headers: { cookie: world.admin },
        })
      ).statusCode,
    ).toBe(200);
    expect(await t.storage.get(fileKey, 10 * MB)).toBeNull();
    expect(await t.storage.get(`${fileKey}.table.csv`, 10 * MB)).toBeNull();
  });

  it('reads a Windows-1252 file with accented names right, through to the staged rows', async () => {
    const text = csvText([
      PRODUCT_HEADERS,
      ['W-1', 'Haut-parleur Crème €', 'Série É', 'Enceintes', '', '', '', ''],
    ]);
    const bytes = iconv.encode(text, 'windows-1252');
    expect(bytes.includes(0x80)).toBe(true);
    const response = await upload(t, world.admin, { data: bytes, manufacturerId: world.manufacturerId });
    expect(response.json<UploadResponse>().sampleData[0]).toEqual([
      'W-1',
      'Haut-parleur Crème €',
      'Série É',
      'Enceintes',
      '',
      '',
      '',
      '',
    ]);
    const entry = await runImport(t, world, bytes);
    const [staged] = await t.db.select().from(stagedProducts).where(eq(stagedProducts.csvImportId, entry.id));
    expect(staged).toMatchObject({ name: 'Haut-parleur Crème €', proposedSeriesName: 'Série É' });
  });

  it('refuses a PNG named .csv (415, by content) and writes nothing', async () => {
    await expectRefused(
      () =>
        upload(t, world.admin, {
          data: PNG_BYTES,
          filename: 'products.csv',
          manufacturerId: world.manufacturerId,
        }),
      415,
      {
        csvFile:
          'The file must be CSV, Excel (.xlsx) or Excel 97-2003 (.xls); its contents are not (the name does not decide)',
      },
    );
  });

  it('refuses 11 MB while it arrives (413) and writes nothing', async () => {
    const line = 'SKU-0000001,A product name of some length for padding the file,Storm,Amps,1.00\r\n';
    const big = 'SKU,Name,Series,Category,Cost\r\n' + line.repeat(Math.ceil((11 * MB) / line.length));
    await expectRefused(
      () => upload(t, world.admin, { data: big, manufacturerId: world.manufacturerId }),
      413,
      {
        csvFile: 'The file is larger than 10 MB',
      },
    );
  });

  it('refuses a file without a header row, and one with only a header (400, csvFile)', async () => {
    await expectRefused(
      () => upload(t, world.admin, { data: ' \r\n\r\n, \r\n', manufacturerId: world.manufacturerId }),
      400,
      {
        csvFile: 'The file has no header row; the first row must name the columns',
      },
    );
    await expectRefused(
      () => upload(t, world.admin, { data: 'SKU,Name\r\n', manufacturerId: world.manufacturerId }),
      400,
      {
        csvFile: IMPORT_MESSAGES.noDataRows,
      },
    );
  });

  it('refuses more rows than an import takes, with the message to split the file', async () => {
    const many = 'SKU\r\n' + Array.from({ length: 100_001 }, (_, i) => `R${i}`).join('\r\n');
    await expectRefused(
      () => upload(t, world.admin, { data: many, manufacturerId: world.manufacturerId }),
      400,
      {
        csvFile: 'The file has more than 100,000 rows; split it into smaller files',
      },
    );
  });

  it('refuses a zip bomb disguised as .xlsx in well under a second, without a memory blow-up', async () => {
    const bomb = workbookBomb({ sheetMb: 800 });
    const before = process.memoryUsage().rss;
    const elapsed = await expectRefused(
      () =>
        upload(t, world.admin, { data: bomb, filename: 'prices.xlsx', manufacturerId: world.manufacturerId }),
      400,
      { csvFile: ZIP_ERRORS.expandsTooMuch(250) },
    );
    expect(elapsed).toBeLessThan(2000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
    await expectRefused(
      () =>
        upload(t, world.admin, {
          data: workbookBomb({ sheetMb: 800, lie: true }),
          filename: 'x.xlsx',
          manufacturerId: world.manufacturerId,
        }),
      400,
      { csvFile: ZIP_ERRORS.damaged },
    );
  });

  it('requires an active manufacturer (400 manufacturerId) and writes nothing', async () => {
    const csv = csvText([PRODUCT_HEADERS, ...productRows('MFR', 1)]);
    await expectRefused(() => upload(t, world.admin, { data: csv, manufacturerId: null }), 400, {
      manufacturerId: IMPORT_MESSAGES.selectManufacturer,
    });
    await expectRefused(() => upload(t, world.admin, { data: csv, manufacturerId: '  ' }), 400, {
      manufacturerId: IMPORT_MESSAGES.selectManufacturer,
    });
    const shop = await createOrganization(t.db, { type: 'shop_owner' });
    const retired = await createOrganization(t.db, { type: 'manufacturer', isActive: false });
    for (const manufacturerId of [shop.id, retired.id, 'no-such-org']) {
      await expectRefused(() => upload(t, world.admin, { data: csv, manufacturerId }), 400, {
        manufacturerId: IMPORT_MESSAGES.manufacturerInvalid,
      });
    }
  });

  it('refuses a request without the file, or with the file under another name (400)', async () => {
    await expectRefused(
      () =>
        upload(t, world.admin, { data: 'SKU\r\nA\r\n', field: 'file', manufacturerId: world.manufacturerId }),
      400,
      { csvFile: 'Send one file at a time' },
    );
  });

  it('is for administrators: 401 signed out, 403 for every other role, nothing written', async () => {
    const csv = csvText([PRODUCT_HEADERS, ...productRows('ROLE', 1)]);
    const before = await importCount();
    expect((await upload(t, null, { data: csv, manufacturerId: world.manufacturerId })).statusCode).toBe(401);
    expect(NON_ADMIN_ROLES.length).toBeGreaterThan(0);
    for (const role of NON_ADMIN_ROLES) {
      const response = await upload(t, world.roles[role], {
        data: csv,
        manufacturerId: world.manufacturerId,
      });
      expect(response.statusCode, role).toBe(403);
    }
    expect(await importCount()).toBe(before);
  });
});
