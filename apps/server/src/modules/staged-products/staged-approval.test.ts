import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import { MAX_STAGED_BULK, STAGED_MESSAGES, type StagedBulkResponse } from '@crossover/domain/staged-products';
import { STAGED_CHECK_MESSAGES } from '@crossover/domain/staged-products-check';
import { auditLog } from '@/db/schema/audit-log.ts';
import { actorOf } from '@/lib/actor.ts';
import { findAuthUserById } from '@/modules/auth/user-repo.ts';
import { createStagedReviewService } from './approval-service.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products } from '@/db/schema/products.ts';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import type { TestApp } from '@/test/app.ts';
import { type CommerceWorld, createCommerceTestApp } from '@/test/commerce-factories.ts';
import { createOrganization, createProduct, createSeries } from '@/test/factories.ts';

let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;
let manufacturerId: string;

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
  manufacturerId = world.orgs.manufacturer.id;
});
afterAll(async () => {
  await t.close();
});

const NON_ADMINS = [
  'manufacturer',
  'distributor',
  'marketing_firm',
  'shop_owner',
  'sales_rep',
  'sales_manager',
];

let skuNumber = 0;
type StagedInsert = typeof stagedProducts.$inferInsert;
async function stage(overrides: Partial<StagedInsert> = {}) {
  const n = ++skuNumber;
  const [row] = await t.db
    .insert(stagedProducts)
    .values({
      name: `Approval Amp ${n}`,
      sku: `APR-${n}`,
      manufacturerId,
      proposedSeriesName: 'Orderable Series',
      mapPrice: '$1,299.5',
      mfgCost: '800',
      ...overrides,
    })
    .returning();
  return row!;
}

const bulk = (who: string | null, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/scraper/staged-bulk',
    headers: { ...(who ? { cookie: who } : {}), ...headers },
    payload: body,
  });
const approve = async (ids: string[], extra: object = {}) => {
  const response = await bulk(cookie.admin!, { action: 'approve', productIds: ids, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StagedBulkResponse>();
};
const stagedRow = async (id: string) =>
  (await t.db.select().from(stagedProducts).where(eq(stagedProducts.id, id)))[0];
const productBySku = async (sku: string) =>
  (
    await t.db
      .select()
      .from(products)
      .where(sql`lower(${products.sku}) = lower(${sku})`)
  )[0];
const audits = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('who may approve and delete', () => {
  it('refuses visitors (401), every role but admin (403), emulated too; nothing changes', async () => {
    const row = await stage();
    for (const action of ['approve', 'delete']) {
      expect((await bulk(null, { action, productIds: [row.id] })).statusCode).toBe(401);
      for (const role of NON_ADMINS) {
        const response = await bulk(cookie[role]!, { action, productIds: [row.id] });
        expect(response.statusCode, `${role} ${action}`).toBe(403);
      }
      const emulated = await bulk(
        cookie.admin!,
        { action, productIds: [row.id] },
        { [EMULATION_HEADER]: world.users.manufacturer.id },
      );
      expect(emulated.statusCode).toBe(403);
    }
    expect((await stagedRow(row.id))!.reviewStatus).toBe('pending');
    expect(await productBySku(row.sku!)).toBeUndefined();
  });
});

describe('POST /api/scraper/staged-bulk: bad input names the field', () => {
  it('no selection, an unknown action, two selections, too many ids', async () => {
    const none = await bulk(cookie.admin!, { action: 'approve', productIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ productIds: STAGED_MESSAGES.selectToApprove });
    const deleteNone = await bulk(cookie.admin!, { action: 'delete' });
    expect(deleteNone.json().errors).toEqual({ productIds: STAGED_MESSAGES.selectToDelete });
    const action = await bulk(cookie.admin!, { action: 'publish', productIds: ['x'] });
    expect(action.json().errors).toEqual({ action: 'Choose an action' });
    const both = await bulk(cookie.admin!, { action: 'approve', productIds: ['x'], filter: {} });
    expect(both.json().errors).toEqual({ filter: STAGED_MESSAGES.selectionTwice });
    const ids = Array.from(
      { length: MAX_STAGED_BULK + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const tooMany = await bulk(cookie.admin!, { action: 'approve', productIds: ids });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ productIds: STAGED_MESSAGES.tooMany });
  });

  it('a search matching no pending row is refused on filter', async () => {
    const response = await bulk(cookie.admin!, {
      action: 'approve',
      filter: { search: 'no row is called this' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ filter: STAGED_MESSAGES.selectToApprove });
  });
});

describe('approve', () => {
  it('creates new products and updates existing ones by SKU, in one audited transaction', async () => {
    const existing = await createProduct(t.db, {
      seriesId: world.series.priced.id,
      sku: 'APR-EXISTING',
      description: 'Kept: the staged row has none',
      mapPrice: '99.00',
      mfgMasterPackQty: 4,
    });
    const fresh = await stage({ description: 'New amp', mfgMasterPackQty: null, upc: '0123' });
    const update = await stage({ sku: '\tapr-existing ', name: 'Renamed Amp', proposedSeriesName: null });
    const auditsBefore = (await audits('staged_product.approve')).length;
    const answer = await approve([fresh.id, update.id]);
    expect(answer).toMatchObject({
      action: 'approve',
      message: 'Successfully approved 2 products',
      approved: 2,
      deleted: 0,
      created: 1,
      updated: 1,
      skipped: 0,
      problems: [],
      seriesCreated: [],
    });
    expect(await productBySku(fresh.sku!)).toMatchObject({
      name: fresh.name,
      manufacturerId,
      seriesId: world.series.orderable.id,
      description: 'New amp',
      mapPrice: '1299.50',
      mfgCost: '800.00',
      mfgMasterPackQty: 1,
      upc: '0123',
      status: 'active',
      isActive: true,
      source: 'Manual Entry',
    });
    // The catalogue's spelling of the SKU and its series stay; blank fields keep the catalogue's.
    expect(await productBySku('APR-EXISTING')).toMatchObject({
      id: existing.id,
      sku: 'APR-EXISTING',
      name: 'Renamed Amp',
      seriesId: world.series.priced.id,
      description: 'Kept: the staged row has none',
      mapPrice: '1299.50',
      mfgMasterPackQty: 4,
    });
    for (const row of [fresh, update]) {
      const after = await stagedRow(row.id);
      expect(after).toMatchObject({ reviewStatus: 'approved', reviewedBy: world.users.admin.id });
      expect(after!.reviewedAt).toBeInstanceOf(Date);
    }
    const entries = await audits('staged_product.approve');
    expect(entries.length).toBe(auditsBefore + 1);
    expect(entries.at(-1)!.details).toMatchObject({
      approved: 2,
      created: 1,
      updated: 1,
      sample: { stagedProductIds: expect.arrayContaining([fresh.id, update.id]) },
    });
  });

  it('creates missing series from the proposed name; a new row without one stays pending, named', async () => {
    const maker = await createOrganization(t.db, { type: 'manufacturer', name: 'Series Maker' });
    await createSeries(t.db, { manufacturerId: maker.id, name: 'Existing Line' });
    const rows = [
      await stage({ manufacturerId: maker.id, proposedSeriesName: ' Brand New Line ' }),
      await stage({ manufacturerId: maker.id, proposedSeriesName: 'brand new line' }),
      await stage({ manufacturerId: maker.id, proposedSeriesName: 'EXISTING LINE' }),
      await stage({ manufacturerId: maker.id, proposedSeriesName: '  ' }),
    ];
    const answer = await approve(rows.map((r) => r.id));
    expect(answer).toMatchObject({ approved: 3, skipped: 1, seriesCreated: ['Brand New Line'] });
    // Issue 15: no invented 'General' series; the row says why it waits.
    expect(answer.problems).toEqual([
      { id: rows[3]!.id, sku: rows[3]!.sku, message: STAGED_CHECK_MESSAGES.seriesRequired },
    ]);
    expect(await stagedRow(rows[3]!.id)).toMatchObject({
      reviewStatus: 'pending',
      reviewNotes: STAGED_CHECK_MESSAGES.seriesRequired,
    });
    expect(await productBySku(rows[3]!.sku!)).toBeUndefined();
    const series = await t.db.select().from(productSeries).where(eq(productSeries.manufacturerId, maker.id));
    expect(series.map((s) => s.name).sort()).toEqual(['Brand New Line', 'Existing Line']);
    const seriesOf = async (sku: string) => {
      const seriesId = (await productBySku(sku))!.seriesId;
      return series.find((s) => s.id === seriesId)!.name;
    };
    expect(await seriesOf(rows[0]!.sku!)).toBe('Brand New Line');
    expect(await seriesOf(rows[1]!.sku!)).toBe('Brand New Line');
    expect(await seriesOf(rows[2]!.sku!)).toBe('Existing Line');
  });

  it('uses the AI values a row flags only when useAiEnhancements is true', async () => {
    const ai = {
      aiEnhancedName: 'Thunder TA-500.1 Monoblock Amplifier',
      aiEnhancedCategory: 'Amplifiers',
      aiEnhancedSubcategory: 'Monoblock Amplifiers',
      aiEnhancedSeriesName: 'Thunder AI Line',
      aiEnhancementStatus: 'completed',
      category: 'AMPS',
      useAiCategory: true,
      useAiSeries: true,
    };
    const standard = await stage(ai);
    const enhanced = await stage(ai);
    await approve([standard.id]);
    expect(await productBySku(standard.sku!)).toMatchObject({
      name: standard.name,
      category: 'AMPS',
      seriesId: world.series.orderable.id,
      aiEnhancedName: ai.aiEnhancedName,
      aiEnhancedCategory: 'Amplifiers',
    });
    const answer = await approve([enhanced.id], { useAiEnhancements: true });
    expect(answer.message).toBe('1 product has been approved and moved to catalog.');
    const product = await productBySku(enhanced.sku!);
    expect(product).toMatchObject({
      name: enhanced.name,
      category: 'Amplifiers',
      subcategory: 'Monoblock Amplifiers',
    });
    const [series] = await t.db.select().from(productSeries).where(eq(productSeries.id, product!.seriesId));
    expect(series).toMatchObject({ name: 'Thunder AI Line', manufacturerId });
  });

  it('leaves approved and rejected rows alone, and leaves rows with problems pending with a note', async () => {
    const approved = await stage({ reviewStatus: 'approved', name: 'Approved before' });
    const rejected = await stage({ reviewStatus: 'rejected' });
    const badPrice = await stage({ retailPrice: '12.345' });
    const noManufacturer = await stage({ manufacturerId: null });
    const inactive = await createOrganization(t.db, {
      type: 'manufacturer',
      name: 'Closed Brand',
      isActive: false,
    });
    const closed = await stage({ manufacturerId: inactive.id });
    const owner = await createOrganization(t.db, { type: 'manufacturer', name: 'Owner Brand' });
    await createProduct(t.db, { manufacturerId: owner.id, sku: 'APR-OTHER-OWNER' });
    const taken = await stage({ sku: 'apr-other-owner' });
    const good = await stage();
    const selected = [approved, rejected, badPrice, noManufacturer, closed, taken, good];
    const answer = await approve(selected.map((r) => r.id));
    expect(answer).toMatchObject({ approved: 1, created: 1, updated: 0, skipped: 6 });
    const expected: [string, string][] = [
      [badPrice.id, 'Retail price can have at most 2 decimals (is "12.345")'],
      [noManufacturer.id, STAGED_CHECK_MESSAGES.manufacturerRequired],
      [closed.id, 'Closed Brand is not an active manufacturer organization'],
      [taken.id, 'SKU "apr-other-owner" is already a catalogue product of Owner Brand'],
    ];
    expect(answer.problems.map((p) => [p.id, p.message]).sort()).toEqual(expected.sort());
    for (const [id, message] of expected)
      expect(await stagedRow(id)).toMatchObject({ reviewStatus: 'pending', reviewNotes: message });
    expect(await stagedRow(approved.id)).toMatchObject({ reviewStatus: 'approved', reviewedBy: null });
    expect(await stagedRow(rejected.id)).toMatchObject({ reviewStatus: 'rejected', reviewedBy: null });
    expect(await productBySku(approved.sku!)).toBeUndefined();
    expect(await productBySku(rejected.sku!)).toBeUndefined();
    expect((await productBySku('APR-OTHER-OWNER'))!.manufacturerId).toBe(owner.id);
    // Fixed, the row is approved and its note goes.
    await t.db.update(stagedProducts).set({ retailPrice: '12.35' }).where(eq(stagedProducts.id, badPrice.id));
    expect((await approve([badPrice.id])).approved).toBe(1);
    expect(await stagedRow(badPrice.id)).toMatchObject({ reviewStatus: 'approved', reviewNotes: null });
  });

  it('approves the newest of two selected rows with the same SKU', async () => {
    const older = await stage({
      sku: 'APR-TWICE',
      name: 'Older',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await stage({
      sku: 'apr-twice',
      name: 'Newer',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const answer = await approve([older.id, newer.id]);
    expect(answer).toMatchObject({ approved: 1, created: 1, skipped: 1 });
    expect(answer.problems).toEqual([
      { id: older.id, sku: 'APR-TWICE', message: STAGED_CHECK_MESSAGES.duplicateSku },
    ]);
    expect(await productBySku('APR-TWICE')).toMatchObject({ name: 'Newer', sku: 'apr-twice' });
    expect((await stagedRow(older.id))!.reviewStatus).toBe('pending');
  });

  it('discontinues an existing product the row marks discontinued, and never reactivates one', async () => {
    const live = await createProduct(t.db, { seriesId: world.series.orderable.id, sku: 'APR-LIVE' });
    const retired = await createProduct(t.db, {
      seriesId: world.series.orderable.id,
      sku: 'APR-RETIRED',
      status: 'discontinued',
      isActive: false,
      discontinuedReason: 'End of line',
    });
    await approve([
      (await stage({ sku: 'APR-LIVE', status: 'Discontinued' })).id,
      (await stage({ sku: 'APR-RETIRED' })).id,
    ]);
    expect(await productBySku(live.sku)).toMatchObject({
      status: 'discontinued',
      isActive: false,
      discontinuedBy: world.users.admin.id,
      discontinuedReason: 'Discontinued by an approved import',
    });
    expect(await productBySku(retired.sku)).toMatchObject({
      status: 'discontinued',
      isActive: false,
      discontinuedReason: 'End of line',
    });
  });

  it('approves all rows matching a search except the unticked ones', async () => {
    const tag = `FILTERED-${Date.now()}`;
    const rows = [
      await stage({ name: `${tag} A` }),
      await stage({ name: `${tag} B` }),
      await stage({ name: `${tag} C` }),
    ];
    const response = await bulk(cookie.admin!, {
      action: 'approve',
      filter: { search: tag.toLowerCase() },
      excludedIds: [rows[1]!.id],
    });
    expect(response.json()).toMatchObject({ approved: 2, skipped: 0 });
    const statuses = await t.db
      .select({ id: stagedProducts.id, status: stagedProducts.reviewStatus })
      .from(stagedProducts)
      .where(
        inArray(
          stagedProducts.id,
          rows.map((r) => r.id),
        ),
      );
    expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({
      [rows[0]!.id]: 'approved',
      [rows[1]!.id]: 'pending',
      [rows[2]!.id]: 'approved',
    });
  });

  it('approves each row once when two approvals of overlapping rows run at the same time', async () => {
    const rows = [];
    for (let i = 0; i < 30; i += 1) rows.push(await stage({ proposedSeriesName: 'Parallel Line' }));
    const ids = rows.map((r) => r.id);
    const [first, second] = await Promise.all([
      bulk(cookie.admin!, { action: 'approve', productIds: ids.slice(0, 20) }),
      bulk(cookie.admin!, { action: 'approve', productIds: ids.slice(10) }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const answers = [first.json<StagedBulkResponse>(), second.json<StagedBulkResponse>()];
    expect(answers[0]!.approved + answers[1]!.approved).toBe(30);
    expect(answers[0]!.created + answers[1]!.created).toBe(30);
    expect(answers[0]!.updated + answers[1]!.updated).toBe(0);
    const created = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        inArray(
          products.sku,
          rows.map((r) => r.sku!),
        ),
      );
    expect(created[0]!.n).toBe(30);
    const line = await t.db
      .select()
      .from(productSeries)
      .where(and(eq(productSeries.manufacturerId, manufacturerId), eq(productSeries.name, 'Parallel Line')));
    expect(line.length).toBe(1);
  });
});

describe('approve in rounds', () => {
  it('gives the same outcome when the rows go in several rounds of one transaction', async () => {
    const maker = await createOrganization(t.db, { type: 'manufacturer', name: 'Round Maker' });
    const existing = await createProduct(t.db, { manufacturerId: maker.id, sku: 'APR-ROUND-OLD' });
    const rows = [
      await stage({ manufacturerId: maker.id, proposedSeriesName: 'Round Line' }),
      await stage({ manufacturerId: maker.id, proposedSeriesName: 'round line' }),
      await stage({ manufacturerId: maker.id, proposedSeriesName: 'ROUND LINE' }),
      await stage({ manufacturerId: maker.id, sku: 'apr-round-old', proposedSeriesName: null }),
      await stage({ manufacturerId: maker.id, mapPrice: 'n/a' }),
    ];
    const actor = actorOf((await findAuthUserById(t.db, world.users.admin.id))!, '127.0.0.1');
    const service = createStagedReviewService({ db: t.db, jobs: t.jobs }, { chunkSize: 2 });
    const answer = (await service.bulk(actor, {
      action: 'approve',
      includeFlagged: false,
      productIds: rows.map((r) => r.id),
      useAiEnhancements: false,
    })) as StagedBulkResponse;
    expect(answer).toMatchObject({
      approved: 4,
      created: 3,
      updated: 1,
      skipped: 1,
      seriesCreated: ['Round Line'],
    });
    expect(answer.problems.map((p) => p.id)).toEqual([rows[4]!.id]);
    const line = await t.db.select().from(productSeries).where(eq(productSeries.manufacturerId, maker.id));
    // The maker's own series of the existing product, and the one created in the first round.
    expect(line.map((s) => s.name)).toContain('Round Line');
    expect(line.length).toBe(2);
    expect((await productBySku('APR-ROUND-OLD'))!.seriesId).toBe(existing.seriesId);
  });
});

describe('delete', () => {
  it('deletes only pending rows, audited; a repeat deletes nothing', async () => {
    const pending = await stage();
    const approvedRow = await stage({ reviewStatus: 'approved' });
    const answer = (
      await bulk(cookie.admin!, { action: 'delete', productIds: [pending.id, approvedRow.id] })
    ).json();
    expect(answer).toMatchObject({
      action: 'delete',
      deleted: 1,
      approved: 0,
      skipped: 1,
      message: 'Successfully deleted 1 product',
    });
    expect(await stagedRow(pending.id)).toBeUndefined();
    expect(await stagedRow(approvedRow.id)).toBeDefined();
    const [entry] = (await audits('staged_product.delete')).slice(-1);
    expect(entry!.details).toMatchObject({ deleted: 1, sample: { [pending.id]: pending.sku } });
    const again = (await bulk(cookie.admin!, { action: 'delete', productIds: [pending.id] })).json();
    expect(again).toMatchObject({ deleted: 0, skipped: 1 });
  });

  it('approves or deletes each row once when an approval and a delete of the same rows race', async () => {
    const rows = [];
    for (let i = 0; i < 20; i += 1) rows.push(await stage());
    const ids = rows.map((r) => r.id);
    const [approved, deleted] = await Promise.all([
      bulk(cookie.admin!, { action: 'approve', productIds: ids }),
      bulk(cookie.admin!, { action: 'delete', productIds: [...ids].reverse() }),
    ]);
    expect([approved.statusCode, deleted.statusCode]).toEqual([200, 200]);
    const approvedCount = approved.json<StagedBulkResponse>().approved;
    expect(approvedCount + deleted.json<StagedBulkResponse>().deleted).toBe(20);
    const left = await t.db.select().from(stagedProducts).where(inArray(stagedProducts.id, ids));
    expect(left.length).toBe(approvedCount);
    const made = await t.db
      .select()
      .from(products)
      .where(
        inArray(
          products.sku,
          rows.map((r) => r.sku!),
        ),
      );
    expect(made.length).toBe(approvedCount);
  });
});
