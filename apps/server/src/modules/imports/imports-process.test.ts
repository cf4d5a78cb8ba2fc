import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { type FailureReport, IMPORT_MESSAGES, type MessageResponse } from '@crossover/domain/imports';
import { auditLog } from '@/db/schema/audit-log.ts';
import { backgroundJobs } from '@/db/schema/background-jobs.ts';
import { csvImportFailedRows } from '@/db/schema/csv-import-failed-rows.ts';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import { createProduct } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';
import {
  NON_ADMIN_ROLES,
  PRODUCT_HEADERS,
  PRODUCT_MAPPING,
  csvText,
  historyEntry,
  productRows,
  runImport,
  storedImport,
  stagedOf,
  uploadedImport,
} from '@/test/imports/import-kit.ts';
import { importTestApp } from '@/test/imports/import-test-app.ts';

const { t, world } = await importTestApp();

const failedOf = (importId: string) =>
  t.db
    .select()
    .from(csvImportFailedRows)
    .where(eq(csvImportFailedRows.csvImportId, importId))
    .orderBy(csvImportFailedRows.rowNumber);

const uploaded = (rows: string[][]) => uploadedImport(t, world, csvText([PRODUCT_HEADERS, ...rows]));

describe('POST /api/csv-import/{id}/process and the import job', () => {
  it('stages 17 of 20 rows, records the 3 without a usable SKU with their cells, and reports them', async () => {
    const rows = productRows('P20', 20);
    const longSku = `P20-${'9'.repeat(97)}`;
    rows[3]![0] = ''; // row 5: no SKU
    rows[7]![0] = longSku; // row 9: a SKU longer than the catalogue keeps
    rows[10]![0] = '   '; // row 12: a blank SKU
    // Unreadable optional cells stage the row with the field empty and a warning (issue 15 item 6).
    rows[12]![4] = 'Call'; // row 14
    rows[12]![7] = 'sold out';
    rows[15]![4] = '714.9945'; // row 17: a formula's amount
    const entry = await runImport(t, world, csvText([PRODUCT_HEADERS, ...rows]));
    expect(entry).toMatchObject({
      status: 'staged',
      totalRows: 20,
      processedRows: 20,
      recordsStaged: 17,
      recordsImported: 17,
      recordsFailed: 3,
      recordsSkipped: 0,
      recordsWarned: 2,
      recordsFlagged: 0,
      errorLog: [],
    });

    const staged = await stagedOf(t, entry.id);
    expect(staged).toHaveLength(17);
    expect(staged[0]).toMatchObject({
      sku: 'P20-1',
      name: 'Amplifier 1',
      proposedSeriesName: 'Storm',
      category: 'Amplifiers',
      mfgCost: '1000.50',
      retailPrice: '1299.99',
      mfgMasterPackQty: 2,
      status: 'active',
      manufacturerId: world.manufacturerId,
      isNewSku: true,
      reviewStatus: 'pending',
      importRowNumber: 2,
      importWarnings: null,
      importFlag: null,
    });
    expect(staged.find((row) => row.importRowNumber === 14)).toMatchObject({
      sku: 'P20-13',
      mfgCost: null,
      status: 'active',
      importWarnings: [
        "Status 'sold out' is not a known status: staged as active (set its meaning in the preview)",
        "Mfg Cost 'Call' is not an amount: left empty",
      ],
    });
    expect(staged.find((row) => row.importRowNumber === 17)).toMatchObject({
      mfgCost: '714.99',
      importWarnings: ["Mfg Cost '714.9945' was rounded to cents: 714.99"],
    });

    const report = await api(t.app)
      .as(world.admin)
      .get<FailureReport>(`/api/csv-import/${entry.id}/failure-report`);
    expect(report.status).toBe(200);
    expect(report.json).toMatchObject({
      importId: entry.id,
      filename: 'products.csv',
      totalRows: 20,
      recordsStaged: 17,
      recordsFailed: 3,
      recordsWarned: 2,
      failureRate: 15,
      errors: [
        'Row 5: SKU is required',
        `Row 9: SKU '${longSku.slice(0, 40)}…' is 101 characters, more than 100`,
        'Row 12: SKU is required',
      ],
      moreErrors: 0,
    });
    expect(report.json.failedRows).toHaveLength(3);
    expect(report.json.failedRows[0]).toEqual({
      rowNumber: 5,
      error: 'SKU is required',
      data: Object.fromEntries(PRODUCT_HEADERS.map((header, i) => [header, rows[3]![i]])),
    });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/csv-import/${entry.id}/export-failed`,
      headers: { cookie: world.admin },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('filename="failed_rows.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe([...PRODUCT_HEADERS, 'Error'].join(','));
    expect(lines[1]).toBe(
      [
        '',
        'Amplifier 4',
        'Storm',
        'Amplifiers',
        '"$4,000.50"',
        '"1,299.99"',
        '2',
        'active',
        'SKU is required',
      ].join(','),
    );
    expect(lines[2]).toContain(`${longSku},Amplifier 8`);
  });

  it('fails an import whose rows all failed, and says so (issue 15 item 22)', async () => {
    const rows = productRows('NONE', 3).map((row) => ['', ...row.slice(1)]);
    const entry = await runImport(t, world, csvText([PRODUCT_HEADERS, ...rows]));
    expect(entry).toMatchObject({
      status: 'failed',
      recordsStaged: 0,
      recordsFailed: 3,
      errorLog: [IMPORT_MESSAGES.allRowsFailed(3)],
    });
  });

  it('stages a repeated SKU from its last valid row and fails the earlier row naming it', async () => {
    const rows = productRows('DUP', 4);
    rows[2]![0] = 'dup-1'; // row 4 repeats row 2's SKU (another case): it wins
    rows[3]![0] = ' '; // row 5 has no SKU: it replaces nothing
    const entry = await runImport(t, world, csvText([PRODUCT_HEADERS, ...rows]));
    expect(entry).toMatchObject({ recordsStaged: 2, recordsFailed: 2, totalRows: 4 });
    expect((await stagedOf(t, entry.id)).map((row) => [row.importRowNumber, row.sku])).toEqual([
      [3, 'DUP-2'],
      [4, 'dup-1'],
    ]);
    expect((await failedOf(entry.id)).map((row) => [row.rowNumber, row.error])).toEqual([
      [2, 'Duplicate SKU "DUP-1": replaced by row 4'],
      [5, 'SKU is required'],
    ]);
  });

  it('skips SKUs already pending from another source, and marks SKUs the catalogue has as updates', async () => {
    const existing = await createProduct(t.db, { sku: 'CAT-EXISTS' });
    await t.db
      .insert(stagedProducts)
      .values({ name: 'Pending elsewhere', sku: 'pend-1', reviewStatus: 'pending' });
    const rows = [
      ['PEND-1', 'Pending one', '', '', '', '', '', ''],
      [existing.sku.toLowerCase(), 'Update me', '', '', '', '', '', ''],
      ['FRESH-1', 'Fresh one', '', '', '', '', '', ''],
    ];
    const entry = await runImport(t, world, csvText([PRODUCT_HEADERS, ...rows]));
    expect(entry).toMatchObject({ recordsStaged: 2, recordsFailed: 0, recordsSkipped: 1, processedRows: 3 });
    expect(entry.errorLog).toEqual([
      '1 row was skipped: its SKU is already pending review in Staged Products',
    ]);
    const staged = await stagedOf(t, entry.id);
    expect(staged.map((row) => [row.sku, row.isNewSku])).toEqual([
      ['cat-exists', false],
      ['FRESH-1', true],
    ]);
  });

  it('reports an import whose every SKU was pending already as staged with nothing imported or failed', async () => {
    const rows = productRows('ALL', 2);
    await runImport(t, world, csvText([PRODUCT_HEADERS, ...rows]));
    const again = await runImport(t, world, csvText([PRODUCT_HEADERS, ...rows]));
    expect(again).toMatchObject({
      status: 'staged',
      recordsImported: 0,
      recordsFailed: 0,
      recordsSkipped: 2,
    });
  });

  it('refuses a mapping without SKU (400 naming it), leaving the upload as it was and no job', async () => {
    const importId = await uploaded(productRows('NOSKU', 2));
    const { sku: _sku, ...withoutSku } = PRODUCT_MAPPING;
    for (const columnMapping of [withoutSku, { ...PRODUCT_MAPPING, sku: null }]) {
      const response = await api(t.app)
        .as(world.admin)
        .post<MessageResponse & { errors: Record<string, string> }>(`/api/csv-import/${importId}/process`, {
          columnMapping,
        });
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual({ 'columnMapping.sku': IMPORT_MESSAGES.skuNotMapped });
    }
    const stored = await storedImport(t, importId);
    expect(stored).toMatchObject({ status: 'uploaded', columnMapping: null, jobId: null });
    const jobs = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(backgroundJobs)
      .where(sql`${backgroundJobs.payload} ->> 'importId' = ${importId}`);
    expect(jobs[0]!.count).toBe(0);
    expect(t.jobs.pending).toEqual([]);
  });

  it('refuses columns the file does not have, and a template that does not exist', async () => {
    const importId = await uploaded(productRows('RANGE', 1));
    const outside = await api(t.app)
      .as(world.admin)
      .post<{ errors: Record<string, string> }>(`/api/csv-import/${importId}/process`, {
        columnMapping: { ...PRODUCT_MAPPING, upc: 8 },
      });
    expect(outside.status).toBe(400);
    expect(outside.json.errors).toEqual({
      'columnMapping.upc': 'UPC is mapped to a column the file does not have (it has 8 columns)',
    });
    const negative = await api(t.app)
      .as(world.admin)
      .post<{ errors: Record<string, string> }>(`/api/csv-import/${importId}/process`, {
        columnMapping: { ...PRODUCT_MAPPING, upc: -1 },
      });
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.json.errors)).toEqual(['columnMapping.upc']);
    const template = await api(t.app)
      .as(world.admin)
      .post<{ errors: Record<string, string> }>(`/api/csv-import/${importId}/process`, {
        columnMapping: PRODUCT_MAPPING,
        templateId: 'no-such-template',
      });
    expect(template.status).toBe(400);
    expect(template.json.errors).toEqual({ templateId: IMPORT_MESSAGES.templateNotFound });
    expect(await storedImport(t, importId)).toMatchObject({ status: 'uploaded', jobId: null });
  });

  it('ignores csvData: the stored file is what is processed', async () => {
    const importId = await uploaded(productRows('TRUST', 1));
    const response = await api(t.app)
      .as(world.admin)
      .post<MessageResponse>(`/api/csv-import/${importId}/process`, {
        columnMapping: PRODUCT_MAPPING,
        csvData: [['EVIL-1', 'Injected', '', '', '', '', '', '']],
      });
    expect(response.status).toBe(200);
    expect(response.json.message).toBe('Import started: 1 row is being processed');
    await t.jobs.drain();
    expect((await stagedOf(t, importId)).map((row) => row.sku)).toEqual(['TRUST-1']);
  });

  it('starts an upload once: of two requests at once, one is 200 and the other 409', async () => {
    const importId = await uploaded(productRows('TWICE', 1));
    const send = () =>
      api(t.app)
        .as(world.admin)
        .post(`/api/csv-import/${importId}/process`, { columnMapping: PRODUCT_MAPPING });
    const statuses = (await Promise.all([send(), send()])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    await t.jobs.drain();
    expect(await stagedOf(t, importId)).toHaveLength(1);
  });

  it('answers 404 for an unknown import, 401 signed out and 403 to every other role', async () => {
    const importId = await uploaded(productRows('AUTH', 1));
    const body = { columnMapping: PRODUCT_MAPPING };
    expect((await api(t.app).as(world.admin).post('/api/csv-import/nope/process', body)).status).toBe(404);
    expect((await api(t.app).post(`/api/csv-import/${importId}/process`, body)).status).toBe(401);
    expect(NON_ADMIN_ROLES.length).toBeGreaterThan(0);
    for (const role of NON_ADMIN_ROLES) {
      const response = await api(t.app)
        .as(world.roles[role])
        .post(`/api/csv-import/${importId}/process`, body);
      expect(response.status, role).toBe(403);
    }
    expect(await storedImport(t, importId)).toMatchObject({ status: 'uploaded' });
  });

  it('writes the start in the audit log with the mapping', async () => {
    const entry = await runImport(t, world, csvText([PRODUCT_HEADERS, ...productRows('AUD', 1)]));
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entry.id), eq(auditLog.entityType, 'csv_import')))
      .orderBy(auditLog.createdAt);
    expect(entries.map((row) => row.action)).toEqual(['csv_import.upload', 'csv_import.process']);
    expect(entries[1]!.details).toMatchObject({ columnMapping: { sku: 0, upc: null } });
    expect(await historyEntry(t, world, entry.id)).toMatchObject({ status: 'staged' });
  });
});
