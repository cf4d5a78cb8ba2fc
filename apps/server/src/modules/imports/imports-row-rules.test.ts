import { describe, expect, it } from 'vitest';
import type { ImportCheck, ImportMapping } from '@crossover/domain/imports';
import type { StagedBulkResponse } from '@crossover/domain/staged-products';
import { api } from '@/test/inject.ts';
import { csvText, historyEntry, processImport, stagedOf, uploadedImport } from '@/test/imports/import-kit.ts';
import { importTestApp } from '@/test/imports/import-test-app.ts';

/**
 * Issue 15 items 3, 4, 6, 8, 22, 24 through the API: the whole file checked before it starts, the
 * Status column read in the trade's words with the admin's corrections, headings and notes flagged
 * and left out of approval, a corrected file replacing pending rows, a retry with a new mapping.
 */
const { t, world } = await importTestApp();

const admin = () => api(t.app).as(world.admin);
const HEADERS = ['Part #', 'Description', 'Dealer', 'MAP', 'Discontinued', 'Line'];
const MAPPING = { sku: 0, name: 1, mfgCost: 2, mfgMAP: 3, status: 4, seriesName: 5 };

/** A dealer price list as manufacturers send it: a section row, a footer, Y/N discontinued, 'Call'. */
function priceList(prefix: string): string[][] {
  return [
    HEADERS,
    ['SUBWOOFERS', '', '', '', ''],
    [`${prefix}-10`, '10in Sub', '99.00', '149.99', 'N', 'CompR'],
    [`${prefix}-12`, '12in Sub', '714.9945', 'Call', 'Y', 'CompR'],
    [`${prefix}-15`, '15in Sub', '150.00', 'TBD', 'Maybe', 'CompR'],
    [`${prefix}-10`, '10in Sub (corrected)', '98.00', '149.99', '', 'CompR'],
    ['', 'A row without a part number', '1.00', '', ''],
    ['Prices subject to change without notice', '', '', '', ''],
  ];
}

const uploaded = (rows: string[][]) => uploadedImport(t, world, csvText(rows), 'price-list.csv');

describe('POST /api/csv-import/{id}/check', () => {
  it('reads the whole file under the mapping: failing, warned, flagged and repeated rows, Status values', async () => {
    const importId = await uploaded(priceList('CHK'));
    const { status, json } = await admin().post<ImportCheck>(`/api/csv-import/${importId}/check`, {
      columnMapping: MAPPING,
    });
    expect(status).toBe(200);
    expect(json).toEqual({
      totalRows: 7,
      rowsFailing: 1,
      rowsWithWarnings: 2,
      rowsFlagged: 2,
      duplicateRows: 1,
      pendingElsewhere: 0,
      failures: ['Row 7: SKU is required'],
      warnings: [
        "Row 4: Mfg Cost '714.9945' was rounded to cents: 714.99; MAP Price 'Call' is not an amount: left empty",
        "Row 5: Status 'Maybe' is not a known status: staged as active (set its meaning in the preview); MAP Price 'TBD' is not an amount: left empty",
      ],
      flagged: [
        expect.stringMatching(/^Row 2: Only the SKU cell 'SUBWOOFERS' is filled/),
        expect.stringMatching(
          /^Row 8: The SKU 'Prices subject to change without notice' reads as a sentence/,
        ),
      ],
      duplicates: ['SKU "CHK-10" is on rows 3 and 6: row 6 is staged'],
      statusValues: [
        { value: '', rows: 4, status: 'active', known: true },
        { value: 'n', rows: 1, status: 'active', known: true },
        { value: 'y', rows: 1, status: 'discontinued', known: true },
        { value: 'maybe', rows: 1, status: 'active', known: false },
      ],
    });

    const corrected = await admin().post<ImportCheck>(`/api/csv-import/${importId}/check`, {
      columnMapping: MAPPING,
      statusMap: { maybe: 'discontinued' },
    });
    expect(corrected.json.statusValues).toContainEqual({
      value: 'maybe',
      rows: 1,
      status: 'discontinued',
      known: true,
    });
    expect(corrected.json.rowsWithWarnings).toBe(2);
  });

  it('refuses a status map with other statuses, naming the field, and an unmapped SKU', async () => {
    const importId = await uploaded(priceList('BAD'));
    const wrong = await admin().post<{ message: string }>(`/api/csv-import/${importId}/check`, {
      columnMapping: MAPPING,
      statusMap: { y: 'gone' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.raw.body).toContain('statusMap');
    const noSku = await admin().post(`/api/csv-import/${importId}/check`, { columnMapping: { name: 1 } });
    expect(noSku.status).toBe(400);
    const asShop = await api(t.app).as(world.roles.shop_owner).post(`/api/csv-import/${importId}/check`, {
      columnMapping: MAPPING,
    });
    expect(asShop.status).toBe(403);
  });
});

describe('processing with the row rules', () => {
  it("stages every row with a SKU: the admin's status map applied, warnings and flags kept with the row", async () => {
    const importId = await uploaded(priceList('RUN'));
    const entry = await processImport(t, world, importId, {
      columnMapping: MAPPING,
      statusMap: { maybe: 'discontinued' },
    });
    expect(entry).toMatchObject({
      status: 'staged',
      recordsStaged: 5,
      recordsFailed: 2,
      recordsWarned: 2,
      recordsFlagged: 2,
    });
    const rows = await stagedOf(t, importId);
    expect(rows.map((row) => [row.importRowNumber, row.sku, row.status, row.importFlag !== null])).toEqual([
      [2, 'SUBWOOFERS', 'active', true],
      [4, 'RUN-12', 'discontinued', false],
      [5, 'RUN-15', 'discontinued', false],
      [6, 'RUN-10', 'active', false],
      [8, 'Prices subject to change without notice', 'active', true],
    ]);
    expect(rows[1]).toMatchObject({ mfgCost: '714.99', mapPrice: null });

    // Approval leaves the flagged rows pending with the reason, unless the admin insists.
    const ids = rows.map((row) => row.id);
    const approve = await admin().post<StagedBulkResponse>('/api/scraper/staged-bulk', {
      action: 'approve',
      productIds: ids,
    });
    expect(approve.status, approve.raw.body).toBe(200);
    expect(approve.json.approved).toBe(3);
    expect(approve.json.problems.map((problem) => problem.sku).sort()).toEqual([
      'Prices subject to change without notice',
      'SUBWOOFERS',
    ]);
    expect(approve.json.problems[0]!.message).toMatch(/Flagged at import: /);
    const insisted = await admin().post<StagedBulkResponse>('/api/scraper/staged-bulk', {
      action: 'approve',
      productIds: [rows[0]!.id],
      includeFlagged: true,
    });
    // Insisting takes the flag away; the row still needs what every new product needs (a series).
    expect(insisted.json.problems.map((problem) => problem.message).join(' ')).not.toMatch(
      /Flagged at import/,
    );
  });

  it('replaces the rows a first import left pending when the corrected file says so', async () => {
    const first = await uploaded([
      HEADERS,
      ['FIX-1', 'Wrong name', '1.00', '', ''],
      ['FIX-2', 'Two', '2.00', '', ''],
    ]);
    await processImport(t, world, first, { columnMapping: MAPPING });

    const skipping = await uploaded([HEADERS, ['FIX-1', 'Right name', '1.50', '', '']]);
    const checked = await admin().post<ImportCheck>(`/api/csv-import/${skipping}/check`, {
      columnMapping: MAPPING,
    });
    expect(checked.json.pendingElsewhere).toBe(1);
    expect(await processImport(t, world, skipping, { columnMapping: MAPPING })).toMatchObject({
      recordsStaged: 0,
      recordsSkipped: 1,
    });

    const replacing = await uploaded([HEADERS, ['fix-1', 'Right name', '1.50', '', '']]);
    expect(
      await processImport(t, world, replacing, { columnMapping: MAPPING, replacePending: true }),
    ).toMatchObject({ recordsStaged: 1, recordsSkipped: 0 });
    expect((await stagedOf(t, first)).map((row) => row.sku)).toEqual(['FIX-2']);
    expect((await stagedOf(t, replacing))[0]).toMatchObject({ name: 'Right name', mfgCost: '1.50' });
  });

  it('retries with another mapping: an all-failed import (status failed) is staged once SKU points at the right column', async () => {
    const importId = await uploaded([
      HEADERS,
      ['R-1', 'One', '1.00', '', ''],
      ['R-2', 'Two', '2.00', '', ''],
    ]);
    expect(await processImport(t, world, importId, { columnMapping: { sku: 3, name: 1 } })).toMatchObject({
      status: 'failed',
      recordsFailed: 2,
    });
    // What the Retry dialog shows: the header, the mapping the run used, a failed row's cells.
    const read = await admin().get<ImportMapping>(`/api/csv-import/${importId}/mapping`);
    expect(read.status, read.raw.body).toBe(200);
    expect(read.json).toMatchObject({
      headers: HEADERS,
      columnMapping: { sku: 3, name: 1 },
      sampleRow: ['R-1', 'One', '1.00', '', '', ''],
      sampleRowNumber: 2,
    });
    expect((await api(t.app).get(`/api/csv-import/${importId}/mapping`)).status).toBe(401);
    expect((await admin().get('/api/csv-import/nope/mapping')).status).toBe(404);

    const outOfRange = await admin().post(`/api/csv-import/${importId}/retry`, { columnMapping: { sku: 9 } });
    expect(outOfRange.status).toBe(400);
    const retried = await admin().post(`/api/csv-import/${importId}/retry`, { columnMapping: MAPPING });
    expect(retried.status, retried.raw.body).toBe(200);
    await t.jobs.drain();
    expect(await historyEntry(t, world, importId)).toMatchObject({
      status: 'staged',
      recordsStaged: 2,
      recordsFailed: 0,
      errorLog: [],
    });
    const after = await admin().get<ImportMapping>(`/api/csv-import/${importId}/mapping`);
    expect(after.json).toMatchObject({ columnMapping: MAPPING, sampleRow: null, sampleRowNumber: null });
  });
});
