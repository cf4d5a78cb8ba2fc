import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BULK_MESSAGES, type BulkUpdateResult } from '@crossover/domain/bulk-products';
import {
  BULK_IN_REQUEST_MAX,
  type BulkJob,
  type BulkJobStarted,
  bulkJobStartedMessage,
} from '@crossover/domain/bulk-products-job';
import { queryRows } from '@/db/database.ts';
import { auditLog } from '@/db/schema/audit-log.ts';
import { findJobRow } from '@/jobs/job-rows.ts';
import { AUDIT_ID_SAMPLE } from '@/lib/audit.ts';
import { createOrganization, createSeries } from '@/test/factories.ts';
import { jobTestApp } from '@/test/jobs/job-test-app.ts';
import { BULK_ROUND, bulkJobHooks } from './bulk-job.ts';

/**
 * Issue 15: a bulk update or delete of more than BULK_IN_REQUEST_MAX products is a tracked job
 * that commits in rounds, resumes after a failed round, and writes one audit entry with counts,
 * the selection and a sample of ids; the screen follows it through GET bulk-jobs/{jobId}.
 */

const { t, cookie, jobState } = await jobTestApp({
  hooks: bulkJobHooks,
  progressPath: '/api/products/bulk-jobs',
});

const ROWS = BULK_IN_REQUEST_MAX + 1;
let prefixNumber = 0;
/** `count` products of a fresh manufacturer and series, SKUs <prefix>-1…n, ids in SKU order. */
async function catalogueOf(count: number) {
  const prefix = `BJ${++prefixNumber}`;
  const maker = await createOrganization(t.db, {
    type: 'manufacturer',
    name: `Bulk Job Maker ${prefixNumber}`,
  });
  const series = await createSeries(t.db, { manufacturerId: maker.id });
  const rows = await queryRows<{ id: string }>(
    t.db,
    sql`insert into products (name, sku, series_id, manufacturer_id, category)
        select 'Bulk Job Amp ' || n, ${prefix} || '-' || n, ${series.id}, ${maker.id}, 'Amplifiers'
        from generate_series(1, ${count}) as n
        returning id`,
  );
  return { prefix, makerId: maker.id, ids: rows.map((row) => row.id) };
}

const send = (method: 'PUT' | 'DELETE', body: object) =>
  t.app.inject({
    method,
    url: method === 'PUT' ? '/api/products/bulk-update' : '/api/products/bulk-delete',
    headers: { cookie: cookie.admin! },
    payload: body,
  });
const countWhere = async (prefix: string, where = sql`true`) =>
  (
    await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from products where sku like ${`${prefix}-%`} and ${where}`,
    )
  )[0]!.count;
const lastEntry = async (action: string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(sql`${auditLog.createdAt} desc`)
      .limit(1)
  )[0]!;

describe('a bulk update above the in-request size', () => {
  it('answers 202 with the job, which updates every product in rounds; progress and result follow', async () => {
    const { prefix, makerId, ids } = await catalogueOf(ROWS);
    const response = await send('PUT', {
      filter: { manufacturerId: makerId },
      updates: { category: 'Job Category', isActive: false },
    });
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json<BulkJobStarted>();
    expect(started).toMatchObject({
      action: 'update',
      total: ROWS,
      message: bulkJobStartedMessage('update', ROWS),
    });
    // Nothing changed yet: the request only started the job.
    expect(await countWhere(prefix, sql`category = 'Job Category'`)).toBe(0);
    expect((await jobState(started.jobId)).json<BulkJob>()).toMatchObject({
      status: 'queued',
      processed: 0,
      total: ROWS,
      result: null,
    });
    expect((await jobState(started.jobId, cookie.manufacturer!)).statusCode).toBe(403);
    expect((await jobState('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    expect(await t.jobs.drain()).toEqual(['succeeded']);
    const done = (await jobState(started.jobId)).json<BulkJob>();
    expect(done).toMatchObject({ status: 'succeeded', processed: ROWS, total: ROWS, error: null });
    expect(done.result).toEqual({
      dryRun: false,
      updated: ROWS,
      message: `Successfully updated ${ROWS.toLocaleString('en-US')} products`,
    } satisfies BulkUpdateResult);
    expect(await countWhere(prefix, sql`category = 'Job Category' and not is_active`)).toBe(ROWS);

    // One entry for the start and one for the work: counts, the filter and a sample, not every id.
    const entry = await lastEntry('product.bulk_update');
    expect(entry.details).toMatchObject({
      jobId: started.jobId,
      updated: ROWS,
      missing: 0,
      updates: { category: 'Job Category', isActive: false },
      filter: { manufacturerId: makerId },
    });
    const sample = (entry.details as { sample: { productIds: string[] } }).sample.productIds;
    expect(sample).toEqual([...ids].sort().slice(0, AUDIT_ID_SAMPLE));
    expect(JSON.stringify(entry.details).length).toBeLessThan(5_000);
    expect((await lastEntry('product.bulk_update_started')).details).toMatchObject({
      jobId: started.jobId,
      products: ROWS,
    });
  });

  it('keeps the in-request answer up to the size, and refuses before starting a job', async () => {
    const { ids } = await catalogueOf(3);
    const small = await send('PUT', { productIds: ids, updates: { isActive: false } });
    expect(small.statusCode).toBe(200);
    expect(small.json()).toMatchObject({ dryRun: false, updated: 3 });
    // A selection above the size that names a product that is gone: the request's 400, no job.
    const { ids: many } = await catalogueOf(ROWS);
    const gone = await send('PUT', {
      productIds: [...many.slice(1), 'no-such-product'],
      updates: { isActive: false },
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().errors.productIds).toMatch(/1 selected product no longer exists/);
    expect(await t.jobs.drain()).toEqual([]);
  });

  it('resumes after a failed round from the last committed one: every product updated once', async () => {
    const { prefix, ids } = await catalogueOf(ROWS);
    let failed = false;
    bulkJobHooks.inRound = (from) => {
      if (from === BULK_ROUND * 2 && !failed) {
        failed = true;
        throw new Error('the process stopped');
      }
    };
    const response = await send('PUT', { productIds: ids, updates: { subcategory: 'Resumed' } });
    const { jobId } = response.json<BulkJobStarted>();
    expect(await t.jobs.drain()).toEqual(['retry', 'succeeded']);
    expect(failed).toBe(true);
    const row = (await findJobRow(t.db, jobId))!;
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2, processed: ROWS, total: ROWS });
    expect(row.result).toMatchObject({ updated: ROWS });
    expect(await countWhere(prefix, sql`subcategory = 'Resumed'`)).toBe(ROWS);
    expect((await lastEntry('product.bulk_update')).details).toMatchObject({ jobId, updated: ROWS });
  });
});

describe('a bulk delete above the in-request size', () => {
  it('deletes what the filter matches but the excluded products; products gone meanwhile are counted', async () => {
    const { prefix, makerId, ids } = await catalogueOf(ROWS + 2);
    const kept = ids[0]!;
    const response = await send('DELETE', { filter: { manufacturerId: makerId }, excludedIds: [kept] });
    expect(response.statusCode, response.body).toBe(202);
    const { jobId, total } = response.json<BulkJobStarted>();
    expect(total).toBe(ROWS + 1);
    // Deleted by someone else after the start: its round skips it.
    await t.db.execute(sql`delete from products where id = ${ids[1]!}`);
    expect(await t.jobs.drain()).toEqual(['succeeded']);
    const done = (await jobState(jobId)).json<BulkJob>();
    expect(done.result).toEqual({
      message: `Successfully deleted ${ROWS.toLocaleString('en-US')} products`,
      deleted: ROWS,
    });
    expect(await countWhere(prefix)).toBe(1);
    expect(await countWhere(prefix, sql`id = ${kept}`)).toBe(1);
    const entry = await lastEntry('product.bulk_delete');
    expect(entry.details).toMatchObject({ jobId, deleted: ROWS, missing: 1, excludedCount: 1 });
    const sample = (entry.details as { sample: { products: Record<string, string> } }).sample.products;
    expect(Object.keys(sample)).toHaveLength(AUDIT_ID_SAMPLE);
    expect(Object.values(sample).every((sku) => sku.startsWith(`${prefix}-`))).toBe(true);
  });

  it('refuses a filter matching nothing with the spec message, as in the request', async () => {
    const response = await send('DELETE', { filter: { search: 'no product is called this' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ filter: BULK_MESSAGES.selectToDelete });
  });
});
