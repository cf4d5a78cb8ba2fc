import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  IMAGE_SEARCH_MESSAGES,
  type ImageSearchJob,
  type ImageSearchStarted,
  MAX_IMAGE_SEARCH_PRODUCTS,
  type MissingImages,
  type ProviderStatus,
} from '@crossover/domain/image-search';
import { auditLog } from '@/db/schema/audit-log.ts';
import { backgroundJobs } from '@/db/schema/background-jobs.ts';
import { imageSearchUsage } from '@/db/schema/image-search-usage.ts';
import { products } from '@/db/schema/products.ts';
import { createFetchOutside } from '@/lib/net/guarded-fetch.ts';
import { createTestApp, sessionCookie } from '@/test/app.ts';
import { demoPictureSkus } from '@/modules/demo-images/demo-pictures.ts';
import { startFakeImageProviders } from '@/test/fakes/image-providers.ts';
import { createOrganization, createProduct, createSeries, createUser } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';

/**
 * Issue 17, image search: the five endpoints, admins only; the job searches the manufacturer's site
 * then the dealer sites through the fake providers; quotas per provider per month with load
 * balancing that moves on at exhaustion, 429 and 401; one search at a time.
 */

const fake = await startFakeImageProviders({
  images: {
    // Found on the manufacturer's own site (after a too-small picture).
    '"IS-MAKER" Image Maker site:maker.example': ['/img/tiny-50x50.png', '/img/maker-400x400.png'],
    // Nothing on the maker's site; a dealer has it (after a non-image).
    '"IS-DEALER" Image Maker site:dealer-two.example': ['/img/not-image.png', '/img/dealer-600x300.jpg'],
    // The retry test's two products.
    '"IS-RETRY-1"': ['/img/r1-300x300.png'],
    '"IS-RETRY-2"': ['/img/r2-300x300.png'],
    // Only unacceptable results everywhere.
    '"IS-NONE"': ['/img/small-150x150.png', '/img/not-image.png', '/img/gone.png'],
  },
});
const t = await createTestApp({
  outboundAllowHosts: [fake.host],
  imageSearch: fake.settings(),
  seedDemoOnStart: false,
});
const admin = await createUser(t.db, { role: 'admin' });
const adminCookie = await sessionCookie(t, admin.id);
const client = api(t.app, adminCookie);
const maker = await createOrganization(t.db, {
  type: 'manufacturer',
  name: 'Image Maker',
  websiteUrl: 'https://www.maker.example/products',
});
const series = await createSeries(t.db, { manufacturerId: maker.id });

afterAll(async () => {
  await t.close();
  await fake.close();
});

beforeEach(async () => {
  t.config.imageSearch = fake.settings();
  await t.db.delete(imageSearchUsage);
  fake.calls.length = 0;
  for (const name of ['serpapi', 'searchapi', 'serper'] as const) fake.fail(name, null);
  // Every test starts with no search running.
  await t.jobs.drain();
});

let skuNumber = 0;
const product = (sku: string) =>
  createProduct(t.db, { sku: `${sku}`, seriesId: series.id, imageUrl: null, name: `Product ${++skuNumber}` });

async function search(productIds: string[]) {
  const started = await client.post<ImageSearchStarted>('/api/products/search-images', { productIds });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  await t.jobs.drain();
  return (await client.get<ImageSearchJob>(`/api/products/search-images/${started.json.jobId}/status`)).json;
}
const rowOf = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;
const status = async () =>
  (await client.get<ProviderStatus>('/api/products/search-images/provider-status')).json;

describe('image search access and validation', () => {
  const routes: [string, string][] = [
    ['GET', '/api/products/missing-images'],
    ['GET', '/api/products/search-images/provider-status'],
    ['GET', '/api/products/search-images/active-job'],
    ['POST', '/api/products/search-images'],
    ['GET', '/api/products/search-images/some-job/status'],
  ];

  it('answers 401 signed out and 403 to every role but admin', async () => {
    const manufacturerUser = await createUser(t.db, { role: 'manufacturer', organizationId: maker.id });
    const shopOwner = await createUser(t.db, { role: 'shop_owner' });
    for (const [method, url] of routes) {
      const body = method === 'POST' ? { productIds: ['x'] } : undefined;
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload: body });
      expect(anonymous.statusCode, url).toBe(401);
      for (const user of [manufacturerUser, shopOwner]) {
        const cookie = await sessionCookie(t, user.id);
        const refused = await t.app.inject({
          method: method as 'GET',
          url,
          payload: body,
          headers: { cookie },
        });
        expect(refused.statusCode, `${user.role} ${url}`).toBe(403);
      }
    }
  });

  it("refuses no products with the spec's message naming productIds, too many, and unknown ids", async () => {
    const empty = await client.post<{ message: string; errors: Record<string, string> }>(
      '/api/products/search-images',
      { productIds: [] },
    );
    expect(empty.status).toBe(400);
    expect(empty.json.errors.productIds).toBe(IMAGE_SEARCH_MESSAGES.noProducts);
    const missing = await client.post<{ errors: Record<string, string> }>('/api/products/search-images', {});
    expect(missing.status).toBe(400);
    expect(missing.json.errors.productIds).toBeTruthy();
    const many = Array.from({ length: MAX_IMAGE_SEARCH_PRODUCTS + 1 }, (_, i) => `id-${i}`);
    const tooMany = await client.post<{ errors: Record<string, string> }>('/api/products/search-images', {
      productIds: many,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors.productIds).toBe(IMAGE_SEARCH_MESSAGES.tooMany);
    const unknown = await client.post<{ errors: Record<string, string> }>('/api/products/search-images', {
      productIds: ['no-such-product'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors.productIds).toBe(IMAGE_SEARCH_MESSAGES.unknownProducts);
    expect((await client.get('/api/products/search-images/no-such-job/status')).status).toBe(404);
  });
});

describe('image search job', () => {
  it('finds one image on the maker site, one on a dealer site, none for the third', async () => {
    const onMaker = await product('IS-MAKER');
    const onDealer = await product('IS-DEALER');
    const nowhere = await product('IS-NONE');
    const listed = await client.get<MissingImages>('/api/products/missing-images');
    expect(listed.json.products.map((p) => p.sku)).toEqual(
      expect.arrayContaining(['IS-MAKER', 'IS-DEALER', 'IS-NONE']),
    );

    const started = await client.post<ImageSearchStarted>('/api/products/search-images', {
      productIds: [onMaker.id, onDealer.id, nowhere.id, onMaker.id],
    });
    expect(started.json).toMatchObject({ total: 3, message: 'Started searching for images for 3 products' });
    // Pending until the job runs; the active job is the one started.
    expect((await rowOf(onMaker.id)).imageSearchStatus).toBe('pending');
    const active = await client.get<{ job: ImageSearchJob }>('/api/products/search-images/active-job');
    expect(active.json.job).toMatchObject({
      jobId: started.json.jobId,
      status: 'running',
      total: 3,
      processed: 0,
    });
    await t.jobs.drain();

    const job = (await client.get<ImageSearchJob>(`/api/products/search-images/${started.json.jobId}/status`))
      .json;
    expect(job).toMatchObject({
      status: 'completed',
      total: 3,
      processed: 3,
      found: 2,
      failed: 1,
      currentSku: null,
    });
    expect((await client.get<{ job: null }>('/api/products/search-images/active-job')).json.job).toBeNull();

    const maker = await rowOf(onMaker.id);
    expect(maker).toMatchObject({
      imageSearchStatus: 'found',
      imageSearchAttempted: true,
      imageSourceSite: 'maker.example',
      imageSourceUrl: `${fake.url}/img/maker-400x400.png`,
    });
    expect(maker.imageUrl).toMatch(new RegExp(`^/objects/products/${onMaker.id}/[0-9a-f-]+\\.png$`));
    expect(maker.primaryImage).toBe(maker.imageUrl);
    expect(maker.images).toEqual([maker.imageUrl]);
    expect(maker.imageSearchLastAttempt).toBeInstanceOf(Date);
    const stored = await t.storage.get(maker.imageUrl!.slice('/objects/'.length), 10_000_000);
    expect(stored && !stored.tooLarge && stored.body.length > 0).toBe(true);

    const dealer = await rowOf(onDealer.id);
    expect(dealer).toMatchObject({ imageSearchStatus: 'found', imageSourceSite: 'dealer-two.example' });
    expect(dealer.imageUrl).toMatch(/\.jpg$/);

    const none = await rowOf(nowhere.id);
    expect(none).toMatchObject({
      imageSearchStatus: 'not_found',
      imageUrl: null,
      imageSearchAttempted: true,
    });
    expect(none.imageSearchNotes).toContain('No acceptable image on 3 sites');
    // The manufacturer's site first, then the dealers, for each product.
    const sitesOfNone = fake.calls
      .filter((c) => c.q.startsWith('"IS-NONE"'))
      .map((c) => c.q.split('site:')[1]);
    expect(sitesOfNone).toEqual(['maker.example', 'dealer-one.example', 'dealer-two.example']);

    const listedAfter = await client.get<MissingImages>('/api/products/missing-images');
    const skus = listedAfter.json.products.map((p) => p.sku);
    expect(skus).toContain('IS-NONE');
    expect(skus).not.toContain('IS-MAKER');
    expect(listedAfter.json.products.find((p) => p.sku === 'IS-NONE')?.imageSearchStatus).toBe('not_found');

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['product.image_search_started', 'product.image_search']));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'product.image_search',
      'product.image_search_started',
    ]);
    expect(audit.find((a) => a.action === 'product.image_search')?.details).toMatchObject({
      found: 2,
      failed: 1,
    });
  });

  it('resumes after a failed attempt at the first product whose result did not commit', async () => {
    const first = await product('IS-RETRY-1');
    const second = await product('IS-RETRY-2');
    const put = t.storage.put.bind(t.storage);
    let puts = 0;
    t.storage.put = async (...args) => {
      puts += 1;
      if (puts === 2) throw new Error('storage is away');
      return put(...args);
    };
    let jobId: string | undefined;
    try {
      const job = await search([first.id, second.id]);
      jobId = job.jobId;
      expect(job).toMatchObject({ status: 'completed', processed: 2, found: 2, failed: 0 });
    } finally {
      t.storage.put = put;
    }
    // The first product was searched once: the retry started at the second.
    expect(fake.calls.filter((c) => c.q.startsWith('"IS-RETRY-1"'))).toHaveLength(1);
    expect(fake.calls.filter((c) => c.q.startsWith('"IS-RETRY-2"'))).toHaveLength(2);
    const [jobRow] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, jobId!));
    expect(jobRow!.attempts).toBe(2);
    expect(jobRow!.errorLog.join(' ')).toContain('storage is away');
  });

  it('refuses a second search while one runs, naming it', async () => {
    const one = await product('IS-BUSY-1');
    const first = await client.post<ImageSearchStarted>('/api/products/search-images', {
      productIds: [one.id],
    });
    expect(first.status).toBe(200);
    const second = await client.post<{ message: string; jobId: string }>('/api/products/search-images', {
      productIds: [one.id],
    });
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ message: IMAGE_SEARCH_MESSAGES.busy, jobId: first.json.jobId });
    await t.jobs.drain();
    expect((await client.post('/api/products/search-images', { productIds: [one.id] })).status).toBe(200);
    await t.jobs.drain();
  });

  it('balances by remaining quota and moves on when a provider runs out', async () => {
    t.config.imageSearch = fake.settings({ only: ['serpapi', 'serper'], quotas: { serpapi: 3, serper: 2 } });
    const before = await status();
    expect(before).toMatchObject({
      current: 'SerpApi',
      available: ['SerpApi', 'Serper.dev'],
      loadBalancing: true,
      totalMonthlySearches: 0,
      serpApiQuota: { remaining: 3, total: 3 },
      searchApiQuota: { remaining: 0 },
      serperApiQuota: { remaining: 2, total: 2 },
      message: null,
    });
    const extra = await createOrganization(t.db, {
      type: 'manufacturer',
      name: 'Quota Maker',
      websiteUrl: 'quota.example',
    });
    const extraSeries = await createSeries(t.db, { manufacturerId: extra.id });
    const item = await createProduct(t.db, { sku: 'IS-QUOTA', seriesId: extraSeries.id, imageUrl: null });
    t.config.imageSearch.dealerSites = ['d1.example', 'd2.example', 'd3.example', 'd4.example', 'd5.example'];
    const job = await search([item.id]);
    expect(job).toMatchObject({ status: 'completed', found: 0, failed: 1 });
    // 3 + 2 searches, alternating to the provider with the most left; then none was left.
    expect(fake.calls.map((c) => c.provider)).toEqual(['serpapi', 'serpapi', 'serper', 'serpapi', 'serper']);
    const row = await rowOf(item.id);
    expect(row.imageSearchStatus).toBe('not_found');
    expect(row.imageSearchNotes).toContain(`Stopped after 5 sites: ${IMAGE_SEARCH_MESSAGES.exhausted}`);
    const after = await status();
    expect(after).toMatchObject({
      current: null,
      available: [],
      totalMonthlySearches: 5,
      message: IMAGE_SEARCH_MESSAGES.exhausted,
    });
    const refused = await client.post<{ message: string }>('/api/products/search-images', {
      productIds: [item.id],
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(IMAGE_SEARCH_MESSAGES.exhausted);
  });

  it('moves on at 429 and 401, and blocks those providers', async () => {
    fake.fail('serper', 429);
    fake.fail('serpapi', 401);
    const item = await product('IS-MAKER-2');
    fake.calls.length = 0;
    // Serper (most left) refuses, then SerpApi, then SearchApi answers — nothing found for this SKU.
    await search([item.id]);
    expect(fake.calls.slice(0, 3).map((c) => c.provider)).toEqual(['serper', 'serpapi', 'searchapi']);
    expect(fake.calls.slice(3).every((c) => c.provider === 'searchapi')).toBe(true);
    const after = await status();
    expect(after.available).toEqual(['SearchApi.io']);
    expect(after.loadBalancing).toBe(false);
    // Refused searches are not counted.
    expect(after.serperApiQuota.remaining).toBe(2_500);
    expect(after.totalMonthlySearches).toBe(fake.calls.length - 2);
  });

  it('records error when no provider can search, and says why when none is configured', async () => {
    for (const name of ['serpapi', 'searchapi', 'serper'] as const) fake.fail(name, 500);
    const item = await product('IS-ERROR');
    const job = await search([item.id]);
    expect(job).toMatchObject({ status: 'completed', found: 0, failed: 1 });
    const row = await rowOf(item.id);
    expect(row.imageSearchStatus).toBe('error');
    expect(row.imageSearchNotes).toContain('answered 500');
    const [jobRow] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, job.jobId));
    expect(jobRow!.errorLog[0]).toContain('IS-ERROR');

    t.config.imageSearch = fake.settings({ only: [] });
    const none = await status();
    expect(none).toMatchObject({
      configured: false,
      current: null,
      message: IMAGE_SEARCH_MESSAGES.notConfigured,
    });
    const refused = await client.post<{ message: string }>('/api/products/search-images', {
      productIds: [item.id],
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(IMAGE_SEARCH_MESSAGES.notConfigured);
  });

  it("in demo mode without keys, finds a demo product's own picture through the app's address", async () => {
    t.config.imageSearch = fake.settings({ only: [] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const publicUrl = t.config.publicUrl;
    t.config.publicUrl = `http://127.0.0.1:${port}`;
    // Demo mode allows the app's own address (config.ts); the app here was built before it listened.
    const fetchOutside = t.app.context.fetchOutside;
    t.app.context.fetchOutside = createFetchOutside({ allowHosts: [fake.host, `127.0.0.1:${port}`] });
    t.config.seedDemoOnStart = true;
    try {
      expect(await status()).toMatchObject({
        configured: true,
        current: 'Demo (no API keys)',
        available: ['Demo (no API keys)'],
        message: null,
      });
      const sku = demoPictureSkus()[0]!;
      const item = await createProduct(t.db, { sku, seriesId: series.id, imageUrl: null });
      const job = await search([item.id]);
      expect(job).toMatchObject({ status: 'completed', found: 1, failed: 0 });
      const row = await rowOf(item.id);
      expect(row).toMatchObject({
        imageSearchStatus: 'found',
        imageSourceSite: 'maker.example',
        imageSourceUrl: `http://127.0.0.1:${port}/api/demo-images/${encodeURIComponent(sku)}.webp`,
      });
      expect(row.imageUrl).toMatch(/^\/objects\/products\/.+\.webp$/);
    } finally {
      t.config.seedDemoOnStart = false;
      t.config.publicUrl = publicUrl;
      t.app.context.fetchOutside = fetchOutside;
    }
  });
});
