import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  type FailureReport,
  IMPORT_MESSAGES,
  type ImportHistory,
  type MessageResponse,
  type UploadResponse,
} from '@crossover/domain/imports';
import { auditLog } from '@/db/schema/audit-log.ts';
import { backgroundJobs } from '@/db/schema/background-jobs.ts';
import { csvImportFailedRows } from '@/db/schema/csv-import-failed-rows.ts';
import { csvImports } from '@/db/schema/csv-imports.ts';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import { api } from '@/test/inject.ts';
import { importJobHooks } from './process-job.ts';
import {
  NON_ADMIN_ROLES,
  PRODUCT_HEADERS,
  PRODUCT_MAPPING,
  csvText,
  historyEntry,
  productRows,
  runImport,
  storedImport,
  upload,
  uploadedImport,
} from '@/test/imports/import-kit.ts';
import { importTestApp } from '@/test/imports/import-test-app.ts';
import { sweepAbandonedUploads } from './upload-sweep.ts';

const { t, world } = await importTestApp();
afterAll(() => {
  importJobHooks.inBatch = undefined;
});

const admin = () => api(t.app).as(world.admin);
const stagedCount = async (importId: string, extra = sql`true`) =>
  (
    await t.db
      .select({
        n: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct import_row_number)::int`,
      })
      .from(stagedProducts)
      .where(and(eq(stagedProducts.csvImportId, importId), extra))
  )[0]!;

/** Uploads and starts an import without running its job. */
async function started(rows: string[][]): Promise<string> {
  const response = await upload(t, world.admin, {
    data: csvText([PRODUCT_HEADERS, ...rows]),
    manufacturerId: world.manufacturerId,
  });
  const { importId } = response.json<UploadResponse>();
  expect(
    (await admin().post(`/api/csv-import/${importId}/process`, { columnMapping: PRODUCT_MAPPING })).status,
  ).toBe(200);
  return importId;
}

/** A file with `bad` invalid rows (no SKU) among `rows`. */
function withBadRows(prefix: string, rows: number, bad: number): string {
  const data = productRows(prefix, rows);
  for (let i = 0; i < bad; i += 1) data[i * 2]![0] = '';
  return csvText([PRODUCT_HEADERS, ...data]);
}

describe('GET /api/csv-imports', () => {
  it('lists started imports newest first in keyset pages, and says while one is processing', async () => {
    const first = await runImport(t, world, withBadRows('H1', 3, 0));
    const second = await runImport(t, world, withBadRows('H2', 3, 0));
    const pending = await started(productRows('H3', 2));
    const notStarted = await uploadedImport(t, world, withBadRows('H4', 1, 0));

    const page1 = await admin().get<ImportHistory>('/api/csv-imports?limit=2');
    expect(page1.status).toBe(200);
    expect(page1.json.imports.map((entry) => entry.id)).toEqual([pending, second.id]);
    expect(page1.json.imports[0]).toMatchObject({ status: 'processing', totalRows: 2, processedRows: 0 });
    expect(page1.json.anyProcessing).toBe(true);
    expect(page1.json.nextCursor).not.toBeNull();
    const page2 = await admin().get<ImportHistory>(
      `/api/csv-imports?limit=2&cursor=${page1.json.nextCursor}`,
    );
    expect(page2.json.imports[0]!.id).toBe(first.id);
    const everything = await admin().get<ImportHistory>('/api/csv-imports?limit=200');
    expect(everything.json.imports.map((entry) => entry.id)).not.toContain(notStarted);

    await t.jobs.drain();
    const after = await admin().get<ImportHistory>('/api/csv-imports?limit=1');
    expect(after.json.anyProcessing).toBe(false);
    expect(after.json.imports[0]).toMatchObject({ id: pending, status: 'staged', processedRows: 2 });
  });

  it('refuses a cursor it did not make (400 cursor) and a limit out of range', async () => {
    const bad = await admin().get<{ errors: Record<string, string> }>('/api/csv-imports?cursor=bm9wZQ');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(['cursor']);
    expect((await admin().get('/api/csv-imports?limit=201')).status).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await api(t.app).get('/api/csv-imports')).status).toBe(401);
    expect(NON_ADMIN_ROLES.length).toBeGreaterThan(0);
    for (const role of NON_ADMIN_ROLES)
      expect((await api(t.app).as(world.roles[role]).get('/api/csv-imports')).status, role).toBe(403);
  });
});

describe('the import job', () => {
  it('resumes after a failed batch without staging or failing any row twice', async () => {
    let failures = 0;
    importJobHooks.inBatch = (from) => {
      if (from === 500 && failures === 0) {
        failures += 1;
        throw new Error('the database went away');
      }
    };
    const importId = await started(
      productRows('RES', 1200).map((row, i) => (i % 100 === 0 ? ['', ...row.slice(1)] : row)),
    );
    await t.jobs.drain();
    importJobHooks.inBatch = undefined;
    expect(failures).toBe(1);
    const entry = await historyEntry(t, world, importId);
    expect(entry).toMatchObject({
      status: 'staged',
      processedRows: 1200,
      recordsStaged: 1188,
      recordsFailed: 12,
    });
    expect(await stagedCount(importId)).toEqual({ n: 1188, distinct: 1188 });
    const [job] = await t.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.id, (await storedImport(t, importId))!.jobId!));
    expect(job).toMatchObject({ status: 'succeeded', attempts: 2, processed: 1200, total: 1200 });
  });

  it('fails with the reason after its last attempt (never processing for ever), and a retry then runs it', async () => {
    const importId = await started(productRows('GONE', 3));
    const stored = (await storedImport(t, importId))!;
    const file = await t.storage.get(stored.fileKey!, 1 << 20);
    await t.storage.delete(stored.fileKey!);
    await t.jobs.drain();
    const failed = await historyEntry(t, world, importId);
    expect(failed.status).toBe('failed');
    expect(failed.errorLog).toEqual([`Attempt 3 of 3 failed: ${IMPORT_MESSAGES.fileMissing}`]);
    const report = await admin().get<FailureReport>(`/api/csv-import/${importId}/failure-report`);
    expect(report.json.errors).toEqual(failed.errorLog);

    if (file && !file.tooLarge) await t.storage.put(stored.fileKey!, file.body, 'text/csv');
    const retried = await admin().post<MessageResponse>(`/api/csv-import/${importId}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.json.message).toBe('Import reset: its 3 rows are being processed again');
    expect((await historyEntry(t, world, importId)).status).toBe('processing');
    await t.jobs.drain();
    expect(await historyEntry(t, world, importId)).toMatchObject({
      status: 'staged',
      recordsStaged: 3,
      errorLog: [],
    });
  });
});

describe('POST /api/csv-import/{id}/retry', () => {
  it('runs an import with failed rows again: pending and failed rows redone, reviewed rows kept', async () => {
    const entry = await runImport(t, world, withBadRows('RT', 6, 2));
    expect(entry).toMatchObject({ recordsStaged: 4, recordsFailed: 2 });
    await t.db
      .update(stagedProducts)
      .set({ reviewStatus: 'approved' })
      .where(and(eq(stagedProducts.csvImportId, entry.id), eq(stagedProducts.sku, 'RT-2')));
    const response = await admin().post<MessageResponse>(`/api/csv-import/${entry.id}/retry`);
    expect(response.status).toBe(200);
    expect(await storedImport(t, entry.id)).toMatchObject({
      status: 'processing',
      recordsFailed: 0,
      processedRows: 0,
    });
    await t.jobs.drain();
    expect(await historyEntry(t, world, entry.id)).toMatchObject({
      status: 'staged',
      recordsStaged: 4,
      recordsFailed: 2,
    });
    expect(await stagedCount(entry.id)).toEqual({ n: 4, distinct: 4 });
    expect((await stagedCount(entry.id, sql`review_status = 'approved'`)).n).toBe(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entry.id), eq(auditLog.action, 'csv_import.retry')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({
      previousStatus: 'staged',
      previousFailed: 2,
      removedPending: 3,
    });
  });

  it('refuses what there is nothing to retry for (409), and answers one of two retries at once', async () => {
    const clean = await runImport(t, world, withBadRows('RC', 2, 0));
    const refused = await admin().post<MessageResponse>(`/api/csv-import/${clean.id}/retry`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(IMPORT_MESSAGES.notRetryable);
    const running = await started(productRows('RR', 1));
    expect((await admin().post<MessageResponse>(`/api/csv-import/${running}/retry`)).json.message).toBe(
      IMPORT_MESSAGES.stillProcessing,
    );
    await t.jobs.drain();
    const notStarted = await uploadedImport(t, world, withBadRows('RN', 1, 0));
    expect((await admin().post(`/api/csv-import/${notStarted}/retry`)).status).toBe(409);
    expect((await admin().post('/api/csv-import/nope/retry')).status).toBe(404);

    const failing = await runImport(t, world, withBadRows('RB', 2, 1));
    const both = await Promise.all([1, 2].map(() => admin().post(`/api/csv-import/${failing.id}/retry`)));
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    await t.jobs.drain();
    expect(await historyEntry(t, world, failing.id)).toMatchObject({ recordsStaged: 1, recordsFailed: 1 });
  });

  it('is for administrators only', async () => {
    const entry = await runImport(t, world, withBadRows('RA', 2, 1));
    expect((await api(t.app).post(`/api/csv-import/${entry.id}/retry`)).status).toBe(401);
    expect(NON_ADMIN_ROLES.length).toBeGreaterThan(0);
    for (const role of NON_ADMIN_ROLES)
      expect(
        (await api(t.app).as(world.roles[role]).post(`/api/csv-import/${entry.id}/retry`)).status,
        role,
      ).toBe(403);
    expect((await storedImport(t, entry.id))!.status).toBe('staged');
  });
});

describe('DELETE /api/csv-import/{id}', () => {
  it('deletes an import with its staged (approved too) and failed rows and its file, audited', async () => {
    const entry = await runImport(t, world, withBadRows('DEL', 4, 1));
    const fileKey = (await storedImport(t, entry.id))!.fileKey!;
    await t.db
      .update(stagedProducts)
      .set({ reviewStatus: 'approved' })
      .where(and(eq(stagedProducts.csvImportId, entry.id), eq(stagedProducts.sku, 'DEL-2')));
    const response = await admin().delete<MessageResponse>(`/api/csv-import/${entry.id}`);
    expect(response.status).toBe(200);
    expect(response.json.message).toBe(IMPORT_MESSAGES.deleted);
    expect(await storedImport(t, entry.id)).toBeUndefined();
    expect((await stagedCount(entry.id)).n).toBe(0);
    const failedRows = await t.db
      .select()
      .from(csvImportFailedRows)
      .where(eq(csvImportFailedRows.csvImportId, entry.id));
    expect(failedRows).toEqual([]);
    expect(await t.storage.get(fileKey, 1 << 20)).toBeNull();
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entry.id), eq(auditLog.action, 'csv_import.delete')));
    expect(audit!.details).toMatchObject({ stagedRows: { pending: 2, approved: 1 }, totalRows: 4 });
    expect((await admin().delete(`/api/csv-import/${entry.id}`)).status).toBe(404);
  });

  it('refuses while processing (409) and is for administrators only', async () => {
    const importId = await started(productRows('DP', 1));
    const busy = await admin().delete<MessageResponse>(`/api/csv-import/${importId}`);
    expect(busy.status).toBe(409);
    expect(busy.json.message).toBe(IMPORT_MESSAGES.stillProcessing);
    await t.jobs.drain();
    expect((await api(t.app).delete(`/api/csv-import/${importId}`)).status).toBe(401);
    expect(NON_ADMIN_ROLES.length).toBeGreaterThan(0);
    for (const role of NON_ADMIN_ROLES)
      expect(
        (await api(t.app).as(world.roles[role]).delete(`/api/csv-import/${importId}`)).status,
        role,
      ).toBe(403);
    expect(await storedImport(t, importId)).toBeDefined();
  });
});

describe('failure report and failed rows export', () => {
  it('summarises the first 10 errors and the rest as a count, samples 5 rows', async () => {
    const entry = await runImport(t, world, withBadRows('FR', 30, 12));
    const report = await admin().get<FailureReport>(`/api/csv-import/${entry.id}/failure-report`);
    expect(report.json).toMatchObject({ totalRows: 30, recordsFailed: 12, failureRate: 40, moreErrors: 2 });
    expect(report.json.errors).toHaveLength(10);
    expect(report.json.errors[0]).toBe('Row 2: SKU is required');
    expect(report.json.failedRows.map((row) => row.rowNumber)).toEqual([2, 4, 6, 8, 10]);
  });

  it('answers 404 and 409 where there is no report or nothing to export, and 403 to other roles', async () => {
    const clean = await runImport(t, world, withBadRows('FC', 2, 0));
    expect((await admin().get(`/api/csv-import/${clean.id}/export-failed`)).status).toBe(404);
    expect((await admin().get(`/api/csv-import/${clean.id}/failure-report`)).status).toBe(200);
    expect((await admin().get('/api/csv-import/nope/failure-report')).status).toBe(404);
    const notStarted = await uploadedImport(t, world, withBadRows('FN', 1, 0));
    expect((await admin().get(`/api/csv-import/${notStarted}/failure-report`)).status).toBe(409);
    expect(NON_ADMIN_ROLES.length).toBeGreaterThan(0);
    for (const role of NON_ADMIN_ROLES) {
      const who = api(t.app).as(world.roles[role]);
      expect((await who.get(`/api/csv-import/${clean.id}/failure-report`)).status, role).toBe(403);
      expect((await who.get(`/api/csv-import/${clean.id}/export-failed`)).status, role).toBe(403);
    }
    expect((await api(t.app).get(`/api/csv-import/${clean.id}/export-failed`)).status).toBe(401);
  });
});

describe('abandoned uploads', () => {
  it('are swept with their files after a day; started imports stay', async () => {
    const abandoned = await uploadedImport(t, world, withBadRows('AB', 1, 0));
    const fileKey = (await storedImport(t, abandoned))!.fileKey!;
    const kept = await runImport(t, world, withBadRows('AK', 1, 0));
    await t.db
      .update(csvImports)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${csvImports.id} in (${abandoned}, ${kept.id})`);
    expect(await sweepAbandonedUploads(t.db, t.storage)).toBeGreaterThanOrEqual(1);
    expect(await storedImport(t, abandoned)).toBeUndefined();
    expect(await t.storage.get(fileKey, 1 << 20)).toBeNull();
    expect(await storedImport(t, kept.id)).toBeDefined();
  });
});
