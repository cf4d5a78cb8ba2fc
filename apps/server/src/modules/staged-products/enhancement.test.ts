import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  AI_MESSAGES,
  type AiToggleResponse,
  type BulkEnhanceResponse,
  type EnhanceBatchResponse,
  type EnhanceSingleResponse,
  MAX_AI_ENHANCE_BATCH,
} from '@crossover/domain/ai-enhancement';
import { auditLog } from '@/db/schema/audit-log.ts';
import { backgroundJobs } from '@/db/schema/background-jobs.ts';
import { products } from '@/db/schema/products.ts';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import type { TestApp } from '@/test/app.ts';
import { type CommerceWorld, createCommerceTestApp } from '@/test/commerce-factories.ts';
import { createSeries } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';

let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
  await createSeries(t.db, { manufacturerId: world.orgs.manufacturer.id, name: 'Storm' });
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
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let skuNumber = 0;
/** Staged rows as a messy file leaves them, for the commerce world's manufacturer. */
async function stage(count: number, overrides: Partial<typeof stagedProducts.$inferInsert> = {}) {
  const rows = await t.db
    .insert(stagedProducts)
    .values(
      Array.from({ length: count }, () => ({
        name: 'storm st500.1 mono amp 500w rms',
        sku: `AI-${++skuNumber}`,
        category: 'AMPS',
        proposedSeriesName: 'storm',
        manufacturerId: world.orgs.manufacturer.id,
        ...overrides,
      })),
    )
    .returning();
  return rows.map((row) => row.id);
}
const rowsOf = (ids: string[]) => t.db.select().from(stagedProducts).where(inArray(stagedProducts.id, ids));
const as = (role: string | null) => api(t.app).as(role ? cookie[role]! : null);
const audits = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));
const jobsOf = (kind: string) => t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, kind));

describe('who may enhance', () => {
  it('refuses visitors (401) and every role but admin (403) on all four calls', async () => {
    const [id] = await stage(1);
    const calls: [string, object][] = [
      ['/api/ai-enhancement/batch', { stagedProductIds: [id] }],
      [`/api/ai-enhancement/single/${id}`, {}],
      [`/api/ai-enhancement/toggle/${id}`, { useAiName: true }],
      ['/api/scraper/bulk-enhance', { productIds: [world.products.amp.id] }],
    ];
    expect(NON_ADMINS.length).toBe(6);
    for (const [url, body] of calls) {
      expect((await as(null).post(url, body)).status).toBe(401);
      for (const role of NON_ADMINS)
        expect({ url, role, status: (await as(role).post(url, body)).status }).toEqual({
          url,
          role,
          status: 403,
        });
    }
    expect((await rowsOf([id!]))[0]).toMatchObject({
      aiEnhancementStatus: 'pending',
      aiEnhancementJobId: null,
      useAiName: false,
    });
  });
});

describe('POST /api/ai-enhancement/batch', () => {
  it('refuses an empty, an oversized or a missing list, naming stagedProductIds', async () => {
    for (const body of [
      {},
      { stagedProductIds: [] },
      { stagedProductIds: Array.from({ length: MAX_AI_ENHANCE_BATCH + 1 }, (_, i) => `id-${i}`) },
    ]) {
      const { status, json } = await as('admin').post<{ errors: Record<string, string> }>(
        '/api/ai-enhancement/batch',
        body,
      );
      expect(status).toBe(400);
      expect(Object.keys(json.errors)).toEqual(['stagedProductIds']);
    }
  });

  it('refuses unknown and already reviewed rows before doing anything', async () => {
    const [fresh, approved] = await stage(2);
    await t.db
      .update(stagedProducts)
      .set({ reviewStatus: 'approved' })
      .where(eq(stagedProducts.id, approved!));
    const jobsBefore = (await jobsOf('enhance-staged-products')).length;

    const unknown = await as('admin').post<{ message: string; errors: object }>('/api/ai-enhancement/batch', {
      stagedProductIds: [fresh, UNKNOWN_ID],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({
      message: '1 selected product no longer exists: refresh the list and select again',
      errors: { stagedProductIds: '1 selected product no longer exists: refresh the list and select again' },
    });
    const reviewed = await as('admin').post<{ message: string }>('/api/ai-enhancement/batch', {
      stagedProductIds: [fresh, approved],
    });
    expect(reviewed.status).toBe(400);
    expect(reviewed.json.message).toBe(
      '1 selected product is no longer waiting for review: refresh the list and select again',
    );

    expect((await jobsOf('enhance-staged-products')).length).toBe(jobsBefore);
    expect((await rowsOf([fresh!]))[0]!.aiEnhancementJobId).toBeNull();
  });

  it('queues the rows, answers the toast, and the job enhances them: pending → completed', async () => {
    const ids = await stage(2);
    const { status, json } = await as('admin').post<EnhanceBatchResponse>('/api/ai-enhancement/batch', {
      stagedProductIds: [...ids, ids[0]],
    });
    expect(status).toBe(202);
    expect(json).toEqual({
      message: 'Processing 2 products. Results will appear automatically.',
      count: 2,
      stagedProductIds: ids,
      jobId: expect.any(String),
    });
    const queued = await rowsOf(ids);
    expect(queued.length).toBe(2);
    for (const row of queued)
      expect(row).toMatchObject({ aiEnhancementStatus: 'pending', aiEnhancementJobId: json.jobId });
    const [entry] = (await audits('staged_product.ai_enhance')).filter(
      (a) => (a.details as { jobId: string }).jobId === json.jobId,
    );
    expect(entry).toMatchObject({
      actorUserId: world.users.admin.id,
      details: { count: 2, stagedProductIds: ids },
    });

    await t.jobs.drain();
    const done = await rowsOf(ids);
    expect(done.length).toBe(2);
    for (const row of done)
      expect(row).toMatchObject({
        aiEnhancementStatus: 'completed',
        // The model number stays as the file wrote it (issue 15 item 19); the rest is cleaned.
        aiEnhancedName: 'Storm st500.1 Monoblock Amplifier 500W RMS',
        aiEnhancedCategory: 'Amplifiers',
        aiEnhancedSubcategory: 'Monoblock Amplifiers',
        aiEnhancedSeriesName: 'Storm',
        aiEnhancementConfidence: 95,
        aiEnhancementError: null,
        aiEnhancementAttemptedAt: expect.any(Date),
        aiEnhancementCompletedAt: expect.any(Date),
        // The original stays as the file had it: the choice is the reviewer's.
        name: 'storm st500.1 mono amp 500w rms',
        category: 'AMPS',
      });
    const [job] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, json.jobId));
    expect(job).toMatchObject({
      status: 'succeeded',
      processed: 2,
      total: 2,
      result: { enhancer: 'offline', rows: { completed: 2 } },
    });
  });

  it('two requests for the same rows at once: both start, the later owns the rows, each row is enhanced once', async () => {
    const ids = await stage(3);
    const [a, b] = await Promise.all([
      as('admin').post<EnhanceBatchResponse>('/api/ai-enhancement/batch', { stagedProductIds: ids }),
      as('admin').post<EnhanceBatchResponse>('/api/ai-enhancement/batch', { stagedProductIds: ids }),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    const owner = (await rowsOf(ids))[0]!.aiEnhancementJobId;
    expect([a.json.jobId, b.json.jobId]).toContain(owner);
    await t.jobs.drain();
    const rows = await rowsOf(ids);
    expect(rows.length).toBe(3);
    for (const row of rows)
      expect(row).toMatchObject({ aiEnhancementStatus: 'completed', aiEnhancementJobId: owner });
    const results = await t.db
      .select()
      .from(backgroundJobs)
      .where(inArray(backgroundJobs.id, [a.json.jobId, b.json.jobId]));
    const completed = results.map(
      (job) => (job.result as { rows: { completed?: number } }).rows.completed ?? 0,
    );
    expect(completed.sort()).toEqual([0, 3]);
  });
});

describe('POST /api/ai-enhancement/single/{id}', () => {
  it('answers 404 for an unknown row and 409 for a reviewed one', async () => {
    expect((await as('admin').post(`/api/ai-enhancement/single/${UNKNOWN_ID}`)).json).toEqual({
      message: AI_MESSAGES.notFound,
    });
    const [approved] = await stage(1, { reviewStatus: 'approved' });
    const { status, json } = await as('admin').post(`/api/ai-enhancement/single/${approved}`);
    expect({ status, json }).toEqual({
      status: 409,
      json: { message: AI_MESSAGES.notPending, errors: { id: AI_MESSAGES.notPending } },
    });
  });

  it('enhances one row with the single toast', async () => {
    const [id] = await stage(1, { name: '12in sub dvc 4ohm', category: null, proposedSeriesName: null });
    const { status, json } = await as('admin').post<EnhanceSingleResponse>(
      `/api/ai-enhancement/single/${id}`,
    );
    expect(status).toBe(202);
    expect(json).toEqual({
      message: 'Processing product. Results will appear automatically.',
      stagedProductId: id,
      jobId: expect.any(String),
    });
    await t.jobs.drain();
    expect((await rowsOf([id!]))[0]).toMatchObject({
      aiEnhancementStatus: 'completed',
      aiEnhancedName: '12" Subwoofer Dual Voice Coil 4 Ohm',
      aiEnhancedCategory: 'Subwoofers',
      aiEnhancedSeriesName: null,
    });
  });
});

describe('POST /api/ai-enhancement/toggle/{id}', () => {
  const toggle = (id: string, body: object) =>
    as('admin').post<AiToggleResponse & { errors: Record<string, string> }>(
      `/api/ai-enhancement/toggle/${id}`,
      body,
    );

  it('refuses a body without exactly one flag, naming it', async () => {
    const [id] = await stage(1);
    for (const body of [
      {},
      { useAiName: true, useAiSeries: true },
      { useAiPrice: true },
      { useAiName: 'yes' },
    ]) {
      const { status, json } = await toggle(id!, body);
      expect({ body, status }).toEqual({ body, status: 400 });
      expect(Object.keys(json.errors).length).toBeGreaterThan(0);
    }
  });

  it('refuses to use a field that has no enhanced value; 404 and 409 for unknown and reviewed rows', async () => {
    const [id] = await stage(1);
    const { status, json } = await toggle(id!, { useAiCategory: true });
    expect(status).toBe(400);
    expect(json.errors).toEqual({
      useAiCategory: 'There is no enhanced category to use: enhance the product first',
    });
    expect((await toggle(UNKNOWN_ID, { useAiName: true })).status).toBe(404);
    const [approved] = await stage(1, { reviewStatus: 'approved', aiEnhancedName: 'X' });
    expect((await toggle(approved!, { useAiName: true })).status).toBe(409);
  });

  it('sets the flag where there is a value, audits it, and keeps it only while the value stays the same', async () => {
    const [id] = await stage(1);
    await as('admin').post(`/api/ai-enhancement/single/${id}`);
    await t.jobs.drain();
    const on = await toggle(id!, { useAiCategory: true });
    expect(on.status).toBe(200);
    expect(on.json).toEqual({
      id,
      useAiName: false,
      useAiDescription: false,
      useAiImage: false,
      useAiCategory: true,
      useAiSeries: false,
    });
    expect((await toggle(id!, { useAiSeries: true })).json.useAiSeries).toBe(true);
    const entries = (await audits('staged_product.ai_choice')).filter((a) => a.entityId === id);
    expect(entries.map((e) => e.details)).toEqual([{ useAiCategory: true }, { useAiSeries: true }]);

    // Enhanced again to the same values: the choices stand.
    await as('admin').post(`/api/ai-enhancement/single/${id}`);
    await t.jobs.drain();
    expect((await rowsOf([id!]))[0]).toMatchObject({ useAiCategory: true, useAiSeries: true });
    // The file's name now says a subwoofer: a different category, so that choice goes; the series stays.
    await t.db
      .update(stagedProducts)
      .set({ name: 'storm 12in sub', category: null })
      .where(eq(stagedProducts.id, id!));
    await as('admin').post(`/api/ai-enhancement/single/${id}`);
    await t.jobs.drain();
    expect((await rowsOf([id!]))[0]).toMatchObject({
      aiEnhancedCategory: 'Subwoofers',
      useAiCategory: false,
      useAiSeries: true,
    });
    expect((await toggle(id!, { useAiCategory: false })).status).toBe(200);
  });
});

describe('POST /api/scraper/bulk-enhance', () => {
  it('refuses an empty list and unknown products, naming productIds', async () => {
    for (const body of [{ productIds: [] }, { productIds: [world.products.amp.id, UNKNOWN_ID] }]) {
      const { status, json } = await as('admin').post<{ errors: Record<string, string> }>(
        '/api/scraper/bulk-enhance',
        body,
      );
      expect(status).toBe(400);
      expect(Object.keys(json.errors)).toEqual(['productIds']);
    }
  });

  it("fills the products' aiEnhanced* proposals and leaves their own fields alone", async () => {
    const ids = [world.products.amp.id, world.products.sub.id];
    const before = await t.db.select().from(products).where(inArray(products.id, ids));
    const { status, json } = await as('admin').post<BulkEnhanceResponse>('/api/scraper/bulk-enhance', {
      productIds: ids,
    });
    expect(status).toBe(202);
    expect(json).toEqual({
      message: 'Enhancing 2 catalogue products in the background.',
      count: 2,
      jobId: expect.any(String),
    });
    expect((await audits('product.ai_enhance')).at(-1)).toMatchObject({
      details: { jobId: json.jobId, productIds: ids },
    });
    await t.jobs.drain();
    const after = await t.db.select().from(products).where(inArray(products.id, ids));
    const byName = Object.fromEntries(after.map((p) => [p.name, p]));
    expect(byName['World Amp']).toMatchObject({
      category: 'Amplifiers',
      aiEnhancedName: 'World Amplifier',
      aiEnhancedCategory: 'Amplifiers',
    });
    // The factory's 'World Sub' sits under Amplifiers; its name says otherwise, and only the proposal says so.
    expect(byName['World Sub']).toMatchObject({
      category: 'Amplifiers',
      aiEnhancedName: 'World Subwoofer',
      aiEnhancedCategory: 'Subwoofers',
    });
    expect(before.map((p) => p.name).sort()).toEqual(['World Amp', 'World Sub']);
    const [job] = await t.db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.id, json.jobId), eq(backgroundJobs.status, 'succeeded')));
    expect(job).toMatchObject({ processed: 2, errorCount: 0 });
  });
});
