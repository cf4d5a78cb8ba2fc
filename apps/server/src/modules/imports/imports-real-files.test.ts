import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FailureReport, UploadResponse } from '@crossover/domain/imports';
import { auditLog } from '@/db/schema/audit-log.ts';
import { csvImportFailedRows } from '@/db/schema/csv-import-failed-rows.ts';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import { api } from '@/test/inject.ts';
import { NON_ADMIN_ROLES, processImport, upload } from '@/test/imports/import-kit.ts';
import { importTestApp } from '@/test/imports/import-test-app.ts';
import {
  PRICE_HEADERS,
  PRICE_HEADER_ROW,
  PRICE_TITLE,
  type PriceRow,
  priceListBook,
  priceRows,
} from '@/test/imports/price-lists.ts';
import { handWrittenXlsx } from '@/test/xlsx-fixtures.ts';

/**
 * Issue 15 items 1, 2 and 5: price lists as manufacturers send them — a title block above the
 * header, a cover tab, a hidden lookup sheet or a chart sheet first, part numbers and UPCs typed as
 * numbers in zero-padded formats — are read from the right sheet and row, with the sheet's own row
 * numbers everywhere, and the admin can choose another sheet or header row.
 */

const { t, world } = await importTestApp();

const MAPPING = { sku: 0, name: 1, mfgCost: 2, mfgRetail: 3, upc: 4 };

async function sendBook(data: Buffer, filename = 'kicker-2026.xlsx'): Promise<UploadResponse> {
  const response = await upload(t, world.admin, { data, filename, manufacturerId: world.manufacturerId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UploadResponse>();
}

const relayout = (importId: string, body: { sheet?: string; headerRow?: number }) =>
  api(t.app).as(world.admin).post<UploadResponse>(`/api/csv-import/${importId}/layout`, body);

const process = (importId: string) => processImport(t, world, importId, { columnMapping: MAPPING });

describe('a price list with a title block (item 1)', () => {
  it('takes row 4 as the header, and numbers every row as the sheet does: preview, staging, failures, export', async () => {
    const rows: PriceRow[] = priceRows(12, 50);
    rows[12 - 4] = ['', 'No part number', 1, 2, 12_345_678_999]; // sheet row 4 + 9 = 13
    const body = await sendBook(priceListBook(rows));
    expect(body).toMatchObject({
      headers: PRICE_HEADERS,
      headerRow: PRICE_HEADER_ROW,
      headerDetected: true,
      totalRows: 12,
      sampleRowNumbers: [5, 6, 7],
      sheet: 'Price List',
    });
    expect(body.topRows.map((row) => row.number)).toEqual([
      1,
      2,
      ...Array.from({ length: 13 }, (_, i) => i + 4),
    ]);
    expect(body.topRows[0]!.cells).toEqual([PRICE_TITLE]);

    const entry = await process(body.importId);
    expect(entry).toMatchObject({ status: 'staged', recordsStaged: 11, recordsFailed: 1 });
    const staged = await t.db
      .select()
      .from(stagedProducts)
      .where(eq(stagedProducts.csvImportId, body.importId))
      .orderBy(stagedProducts.importRowNumber);
    expect(staged.map((row) => row.importRowNumber)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16]);
    const failed = await t.db
      .select()
      .from(csvImportFailedRows)
      .where(eq(csvImportFailedRows.csvImportId, body.importId));
    expect(failed.map((row) => row.rowNumber)).toEqual([13]);

    const report = await api(t.app)
      .as(world.admin)
      .get<FailureReport>(`/api/csv-import/${body.importId}/failure-report`);
    expect(report.json.errors).toContain('Row 13: SKU is required');
    expect(report.json.failedRows[0]).toMatchObject({ rowNumber: 13 });
  });

  it('lets the admin choose another header row, and the import reads the rows under it', async () => {
    const body = await sendBook(priceListBook(priceRows(5, 100)));
    const title = await relayout(body.importId, { headerRow: 1 });
    expect(title.status, title.raw.body).toBe(200);
    // The title as the header: one column, and the real header is a row under it.
    expect(title.json).toMatchObject({
      headers: [PRICE_TITLE],
      headerRow: 1,
      headerDetected: false,
      totalRows: 7,
    });
    expect(title.json.sampleRowNumbers).toEqual([2, 4, 5]);

    const blank = await relayout(body.importId, { headerRow: 3 });
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({
      errors: { headerRow: 'Row 3 is blank; choose the row that names the columns' },
    });

    const back = await relayout(body.importId, { headerRow: PRICE_HEADER_ROW });
    expect(back.json).toMatchObject({ headers: PRICE_HEADERS, headerRow: 4, totalRows: 5 });
    const entry = await process(body.importId);
    expect(entry).toMatchObject({ status: 'staged', recordsStaged: 5, recordsFailed: 0 });

    // Started: the layout can no longer change.
    const late = await relayout(body.importId, { headerRow: 1 });
    expect(late.status).toBe(409);
  });

  it('reads a CSV saved from such a list the same way, blank lines counted', async () => {
    const csv = `${PRICE_TITLE}\r\nEffective January 1, 2026\r\n\r\n${PRICE_HEADERS.join(',')}\r\n00123,Sub,1,2,012345678901\r\n\r\n00124,Sub 2,1,2,012345678902\r\n`;
    const response = await upload(t, world.admin, { data: csv, manufacturerId: world.manufacturerId });
    expect(response.json<UploadResponse>()).toMatchObject({
      headers: PRICE_HEADERS,
      headerRow: 4,
      sampleRowNumbers: [5, 7],
      sheets: [],
      sheet: null,
    });
  });
});

describe('a workbook whose first tab is not the price list (item 2)', () => {
  it('passes over a Read Me cover tab, lists the sheets, and reads the cover when the admin chooses it', async () => {
    const body = await sendBook(priceListBook(priceRows(3, 200), { cover: true }));
    expect(body).toMatchObject({ sheet: 'Price List', headers: PRICE_HEADERS, headerRow: 4, totalRows: 3 });
    expect(body.sheets).toEqual([
      { name: 'Read Me', visible: true, kind: 'worksheet' },
      { name: 'Price List', visible: true, kind: 'worksheet' },
    ]);
    const cover = await relayout(body.importId, { sheet: 'Read Me' });
    expect(cover.json).toMatchObject({ sheet: 'Read Me', headerRow: 1, headerDetected: false, totalRows: 3 });
    const missing = await relayout(body.importId, { sheet: 'Prices' });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ errors: { sheet: 'The workbook has no sheet named "Prices"' } });
    const back = await relayout(body.importId, { sheet: 'Price List' });
    expect(back.json).toMatchObject({ sheet: 'Price List', headerRow: 4, totalRows: 3 });
    expect(await process(body.importId)).toMatchObject({ recordsStaged: 3, recordsFailed: 0 });
  });

  it('passes over a hidden lookup sheet, in .xlsx and in .xls', async () => {
    for (const bookType of ['xlsx', 'biff8'] as const) {
      const body = await sendBook(
        priceListBook(priceRows(3), { hiddenLookup: true, bookType }),
        bookType === 'xlsx' ? 'kicker.xlsx' : 'kicker.xls',
      );
      expect(body, bookType).toMatchObject({ sheet: 'Price List', headers: PRICE_HEADERS, totalRows: 3 });
      expect(body.sheets[0]).toEqual({ name: 'Lookup', visible: false, kind: 'worksheet' });
    }
  });

  it('passes over a chart sheet, and refuses it when chosen', async () => {
    const row = (n: number, a: string, b: string) =>
      `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>${a}</t></is></c><c r="B${n}" t="inlineStr"><is><t>${b}</t></is></c></row>`;
    const data = handWrittenXlsx({
      sheets: [
        { file: 'chart1.xml', rows: '', name: 'Sales Chart', chart: true },
        { file: 'prices.xml', rows: row(1, 'SKU', 'Name') + row(2, 'K-1', 'Amp'), name: 'Prices' },
      ],
    });
    const body = await sendBook(data);
    expect(body).toMatchObject({ sheet: 'Prices', headers: ['SKU', 'Name'], totalRows: 1 });
    expect(body.sheets[0]).toEqual({ name: 'Sales Chart', visible: true, kind: 'chartsheet' });
    const chart = await relayout(body.importId, { sheet: 'Sales Chart' });
    expect(chart.status).toBe(400);
    expect(chart.json).toMatchObject({
      errors: { sheet: '"Sales Chart" is a chart sheet, not a table; choose a worksheet' },
    });
  });
});

describe('the tab the workbook was saved on (item 2)', () => {
  it('is read when it is a worksheet with a table, and passed over when it is a cover', async () => {
    const row = (n: number, a: string, b: string) =>
      `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>${a}</t></is></c><c r="B${n}" t="inlineStr"><is><t>${b}</t></is></c></row>`;
    const sheets = [
      { file: 'old.xml', rows: row(1, 'SKU', 'Name') + row(2, 'OLD-1', 'Amp'), name: '2025' },
      { file: 'new.xml', rows: row(1, 'SKU', 'Name') + row(2, 'NEW-1', 'Amp'), name: '2026' },
      {
        file: 'notes.xml',
        rows: `<row r="1"><c r="A1" t="inlineStr"><is><t>Read me first</t></is></c></row>`,
        name: 'Notes',
      },
    ];
    const active = await sendBook(handWrittenXlsx({ sheets, activeTab: 1 }));
    expect(active).toMatchObject({ sheet: '2026', sampleData: [['NEW-1', 'Amp']] });
    const cover = await sendBook(handWrittenXlsx({ sheets, activeTab: 2 }));
    expect(cover).toMatchObject({ sheet: '2025', sampleData: [['OLD-1', 'Amp']] });
  });
});

describe('POST /api/csv-import/{id}/layout', () => {
  it('is for administrators only, is audited, and refuses a sheet for a CSV', async () => {
    const body = await sendBook(priceListBook(priceRows(2, 300)));
    const url = `/api/csv-import/${body.importId}/layout`;
    expect((await api(t.app).post(url, { headerRow: 1 })).status).toBe(401);
    expect(NON_ADMIN_ROLES.length).toBeGreaterThan(0);
    for (const role of NON_ADMIN_ROLES)
      expect((await api(t.app).as(world.roles[role]).post(url, { headerRow: 1 })).status, role).toBe(403);
    expect((await relayout(body.importId, { headerRow: 0 })).status).toBe(400);
    expect((await relayout('nope', { headerRow: 1 })).status).toBe(404);

    expect((await relayout(body.importId, { headerRow: 1 })).status).toBe(200);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, body.importId), eq(auditLog.action, 'csv_import.layout')));
    expect(audit.map((entry) => entry.details)).toEqual([
      { filename: 'kicker-2026.xlsx', sheet: 'Price List', headerRow: 1, totalRows: 4 },
    ]);

    const csv = await upload(t, world.admin, {
      data: 'SKU,Name\r\nK-1,Amp\r\n',
      manufacturerId: world.manufacturerId,
    });
    const refused = await relayout(csv.json<UploadResponse>().importId, { sheet: 'Sheet1' });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      errors: { sheet: 'A CSV file has no sheets; choose a header row instead' },
    });
  });
});

describe('identifiers as the cell shows them (item 5)', () => {
  it('keeps the zeros of part numbers formatted 00000 and of UPCs typed as numbers, through to staging', async () => {
    const body = await sendBook(priceListBook(priceRows(2)));
    expect(body.sampleData[0]!.slice(0, 1)).toEqual(['00123']);
    expect(body.sampleData[0]![4]).toBe('012345678901');
    await process(body.importId);
    const staged = await t.db
      .select()
      .from(stagedProducts)
      .where(eq(stagedProducts.csvImportId, body.importId));
    expect(staged.map((row) => [row.sku, row.upc]).sort()).toEqual([
      ['00123', '012345678901'],
      ['00124', '012345678902'],
    ]);
  });
});
