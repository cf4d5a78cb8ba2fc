import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  APPROVE_IN_REQUEST_MAX,
  type ApprovalJob,
  type StagedBulkStarted,
  approvalStartedMessage,
} from '@crossover/domain/staged-approval-job';
import { type StagedBulkResponse, type StagedListResponse } from '@crossover/domain/staged-products';
import { STAGED_CHECK_MESSAGES } from '@crossover/domain/staged-products-check';
import { queryRows } from '@/db/database.ts';
import { auditLog } from '@/db/schema/audit-log.ts';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import { findJobRow } from '@/jobs/job-rows.ts';
import { AUDIT_ID_SAMPLE } from '@/lib/audit.ts';
import { createOrganization } from '@/test/factories.ts';
import { jobTestApp } from '@/test/jobs/job-test-app.ts';
import { APPROVAL_ROUND, approvalJobHooks } from './approval-job.ts';

/**
 * Issue 15: an approval of more than APPROVE_IN_REQUEST_MAX rows is a tracked job that commits in
 * rounds and resumes after a failure; its audit entries keep counts and samples, not every id;
 * an approved row's New/Update badge says what approval did.
 */

const { t, cookie, jobState } = await jobTestApp({
  hooks: approvalJobHooks,
  progressPath: '/api/scraper/staged-bulk',
});

let prefixNumber = 0;
/** `count` pending rows of a fresh manufacturer, SKUs <prefix>-1…n, all proposing one series. */
async function stageMany(count: number, series: string | null = 'Job Line') {
  const prefix = `JOB${++prefixNumber}`;
  const maker = await createOrganization(t.db, { type: 'manufacturer', name: `Job Maker ${prefixNumber}` });
  const rows = await queryRows<{ id: string }>(
    t.db,
    sql`insert into staged_products (name, sku, manufacturer_id, proposed_series_name, map_price, created_at)
        select 'Job Amp ' || n, ${prefix} || '-' || n, ${maker.id}, ${series}, '199.99',
          now() - make_interval(secs => ${count} - n)
        from generate_series(1, ${count}) as n
        returning id`,
  );
  return { prefix, makerId: maker.id, ids: rows.map((row) => row.id) };
}

const post = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/scraper/staged-bulk',
    headers: { cookie: cookie.admin! },
    payload: body,
  });
const pendingOf = async (prefix: string) =>
  (
    await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from staged_products where sku like ${`${prefix}-%`} and review_status = 'pending'`,
    )
  )[0]!.count;
const productsOf = async (prefix: string) =>
  (
    await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from products where sku like ${`${prefix}-%`}`,
    )
  )[0]!.count;

describe('an approval above the in-request size', () => {
  it('answers 202 with the job, which approves every row in rounds; the screen polls its progress', async () => {
    const rows = APPROVE_IN_REQUEST_MAX + 1;
    const { prefix, ids } = await stageMany(rows);
    const response = await post({ action: 'approve', productIds: ids });
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json<StagedBulkStarted>();
    expect(started).toMatchObject({ action: 'approve', total: rows, message: approvalStartedMessage(rows) });
    // Nothing approved yet: the request only started the job.
    expect(await pendingOf(prefix)).toBe(rows);
    expect((await jobState(started.jobId)).json<ApprovalJob>()).toMatchObject({
      status: 'queued',
      processed: 0,
      total: rows,
      result: null,
    });
    // Only admins follow it; an unknown id is a 404.
    expect((await jobState(started.jobId, cookie.manufacturer!)).statusCode).toBe(403);
    expect((await jobState('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    expect(await t.jobs.drain()).toEqual(['succeeded']);
    const done = (await jobState(started.jobId)).json<ApprovalJob>();
    expect(done).toMatchObject({ status: 'succeeded', processed: rows, total: rows, error: null });
    expect(done.result).toMatchObject({
      action: 'approve',
      approved: rows,
      created: rows,
      updated: 0,
      skipped: 0,
      seriesCreated: ['Job Line'],
      message: `Successfully approved ${rows.toLocaleString('en-US')} products`,
    });
    expect(await pendingOf(prefix)).toBe(0);
    expect(await productsOf(prefix)).toBe(rows);
  });

  it('approves in request up to the size, with the spec answer', async () => {
    const { ids } = await stageMany(3);
    const response = await post({ action: 'approve', productIds: ids });
    expect(response.statusCode).toBe(200);
    expect(response.json<StagedBulkResponse>()).toMatchObject({ approved: 3, deleted: 0 });
  });

  it('starts a job for a filter matching more rows, leaving older rows of a repeated SKU pending', async () => {
    const { prefix, ids } = await stageMany(APPROVE_IN_REQUEST_MAX + 5);
    // A newer row repeating the first SKU: it goes ahead, the older one waits with the reason.
    const [newer] = await t.db
      .insert(stagedProducts)
      .values({
        name: 'Job Amp 1 (newer)',
        sku: `${prefix}-1`,
        manufacturerId: (await t.db.select().from(stagedProducts).where(eq(stagedProducts.id, ids[0]!)))[0]!
          .manufacturerId,
        proposedSeriesName: 'Job Line',
      })
      .returning();
    const response = await post({ action: 'approve', filter: { search: `${prefix}-` } });
    expect(response.statusCode, response.body).toBe(202);
    await t.jobs.drain();
    const done = (await jobState(response.json<StagedBulkStarted>().jobId)).json<ApprovalJob>();
    expect(done.result).toMatchObject({ approved: ids.length, skipped: 1 });
    expect(done.result!.problems).toEqual([
      { id: ids[0], sku: `${prefix}-1`, message: STAGED_CHECK_MESSAGES.duplicateSku },
    ]);
    expect(
      (await t.db.select().from(stagedProducts).where(eq(stagedProducts.id, newer!.id)))[0]!.reviewStatus,
    ).toBe('approved');
  });

  it('resumes after a failed round from the last committed one: every row approved once', async () => {
    const rows = APPROVE_IN_REQUEST_MAX + 1;
    const { prefix, ids } = await stageMany(rows);
    let failed = false;
    approvalJobHooks.inRound = (from) => {
      if (from === APPROVAL_ROUND && !failed) {
        failed = true;
        throw new Error('the process stopped');
      }
    };
    const response = await post({ action: 'approve', productIds: ids });
    const { jobId } = response.json<StagedBulkStarted>();
    expect(await t.jobs.drain()).toEqual(['retry', 'succeeded']);
    const row = (await findJobRow(t.db, jobId))!;
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2, processed: rows, total: rows });
    expect(row.result).toMatchObject({ approved: rows, created: rows, skipped: 0 });
    expect(await pendingOf(prefix)).toBe(0);
    expect(await productsOf(prefix)).toBe(rows);
  });
});

describe('audit entries of bulk work (issue 15)', () => {
  it('keep counts and a sample of ids, so the audit list stays small', async () => {
    const { ids } = await stageMany(APPROVE_IN_REQUEST_MAX);
    expect((await post({ action: 'approve', productIds: ids })).statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staged_product.approve'))
      .orderBy(sql`${auditLog.createdAt} desc`)
      .limit(1);
    const details = entry!.details as { approved: number; sample: { stagedProductIds: string[] } };
    expect(details.approved).toBe(APPROVE_IN_REQUEST_MAX);
    expect(details.sample.stagedProductIds).toEqual(ids.slice(0, AUDIT_ID_SAMPLE));
    expect(JSON.stringify(details).length).toBeLessThan(5_000);

    const { ids: many } = await stageMany(APPROVE_IN_REQUEST_MAX + 1);
    await post({ action: 'approve', productIds: many });
    await t.jobs.drain();
    const { ids: gone } = await stageMany(APPROVE_IN_REQUEST_MAX);
    expect((await post({ action: 'delete', productIds: gone })).json()).toMatchObject({
      deleted: gone.length,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/audit-log?limit=100',
      headers: { cookie: cookie.admin! },
    });
    expect(list.statusCode).toBe(200);
    const actions = list.json<{ entries: { action: string }[] }>().entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'staged_product.approve',
        'staged_product.approve_started',
        'staged_product.delete',
      ]),
    );
    // Three bulk actions over 1,000 rows or more each: well under what their ids alone would take.
    expect(list.body.length).toBeLessThan(60_000);
  });
});

describe('the New/Update badge of an approved row (issue 15)', () => {
  it('says what approval did: New for a product it created, not Update because the product now exists', async () => {
    const { prefix, ids } = await stageMany(1);
    await post({ action: 'approve', productIds: ids });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/scraper/staged?status=approved&search=${prefix}-`,
      headers: { cookie: cookie.admin! },
    });
    const [row] = list.json<StagedListResponse>().products;
    expect(row).toMatchObject({ id: ids[0], reviewStatus: 'approved', isNewSku: true });
  });
});

describe('a staged row without a series (issue 15)', () => {
  it('shows that it needs one in the list while its SKU is new', async () => {
    const { prefix } = await stageMany(1, null);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/scraper/staged?search=${prefix}-`,
      headers: { cookie: cookie.admin! },
    });
    expect(list.json<StagedListResponse>().products[0]!.problems).toEqual([
      { field: 'proposedSeriesName', message: STAGED_CHECK_MESSAGES.seriesRequired },
    ]);
  });
});
