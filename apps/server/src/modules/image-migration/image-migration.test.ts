import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExternalImages,
  ImageMigrationStatus,
  MigrationJob,
  MigrationStarted,
} from '@crossover/domain/image-migration';
import { auditLog } from '@/db/schema/audit-log.ts';
import { products } from '@/db/schema/products.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { createProduct, createUser } from '@/test/factories.ts';
import { type ApiClient, api } from '@/test/inject.ts';
import { DEMO_EXTERNAL_SITE, repointDemoExternalImages } from '@/db/seed/demo-external-images.ts';
import { migrationJobHooks, migrationRounds } from './migration-job.ts';

/**
 * Issue 17 "Image migration": the counters and the external list come from the data; starting
 * runs one exclusive tracked job (409 naming it while it runs, audited) that downloads each
 * external image through the guarded fetcher from a local image host, stores it and switches the
 * product's address; failures are logged per product; rounds commit and a failed round resumes.
 */

let server: Server;
let base: string;
const hits = new Map<string, number>();
let t: TestApp;
let admin: ApiClient;
let maker: ApiClient;
let anonymous: ApiClient;

beforeAll(async () => {
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    const url = request.url ?? '';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url.startsWith('/img/')) {
      response.setHeader('content-type', 'image/png');
      response.end(png);
    } else if (url === '/page.png') {
      response.setHeader('content-type', 'image/png');
      response.end('<html>not an image</html>');
    } else {
      response.statusCode = 404;
      response.end('missing');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ outboundAllowHosts: [`127.0.0.1:${port}`] });
  const adminUser = await createUser(t.db, { role: 'admin' });
  const makerUser = await createUser(t.db, { role: 'manufacturer' });
  anonymous = api(t.app);
  admin = anonymous.as(await sessionCookie(t, adminUser.id));
  maker = anonymous.as(await sessionCookie(t, makerUser.id));
});

afterAll(async () => {
  await t.close();
  await new Promise((done) => server.close(done));
});

afterEach(async () => {
  migrationJobHooks.inRound = undefined;
  migrationRounds.size = 20;
  migrationRounds.ahead = 2;
  await t.jobs.drain();
  // Tests run shuffled: each leaves no external image behind for the next.
  await t.db.execute(sql`update products set image_url = null where image_url ~* '^https?://'`);
});

/** The job walks products by id: its rounds, in order. */
const inRoundOrder = <T extends { id: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));
const status = async () => (await admin.get<ImageMigrationStatus>('/api/migration/status')).json;
const productRow = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('who may use image migration', () => {
  it.each([
    ['GET', '/api/migration/status'],
    ['GET', '/api/external-images'],
    ['POST', '/api/migration/start'],
    ['GET', '/api/migration/jobs/some-job'],
  ])('%s %s: 401 signed out, 403 for a manufacturer', async (method, url) => {
    const send = (client: ApiClient) => (method === 'GET' ? client.get(url) : client.post(url));
    expect((await send(anonymous)).status).toBe(401);
    expect((await send(maker)).status).toBe(403);
  });
});

describe('status and the external list', () => {
  it('counts from the data: missing, local (ours) and external images', async () => {
    const before = await status();
    await createProduct(t.db, { imageUrl: null });
    await createProduct(t.db, { imageUrl: '  ' });
    await createProduct(t.db, { imageUrl: '/objects/products/x/a.png' });
    await createProduct(t.db, { imageUrl: '/api/demo-images/X.webp' });
    await createProduct(t.db, { imageUrl: 'https://cdn.example.com/a.jpg' });
    const after = await status();
    expect(after.totalProducts - before.totalProducts).toBe(5);
    expect(after.missingImages - before.missingImages).toBe(2);
    expect(after.localImages - before.localImages).toBe(2);
    expect(after.externalImages - before.externalImages).toBe(1);
    expect(after.productsWithImages).toBe(after.localImages + after.externalImages);
    expect(after.activeJob).toBeNull();
  });

  it('lists the first 20 external images by SKU with the total', async () => {
    for (let n = 0; n < 22; n++) {
      await createProduct(t.db, {
        sku: `EXT-LIST-${String(n).padStart(2, '0')}`,
        imageUrl: `https://images.example.com/${n}.jpg`,
        imageSourceSite: 'images.example.com',
      });
    }
    const { status: code, json } = await admin.get<ExternalImages>('/api/external-images');
    expect(code).toBe(200);
    expect(json.items).toHaveLength(20);
    expect(json.total).toBe((await status()).externalImages);
    const skus = json.items.map((item) => item.sku);
    expect([...skus].sort()).toEqual(skus);
    expect(json.items.find((item) => item.sku === 'EXT-LIST-00')).toMatchObject({
      imageUrl: 'https://images.example.com/0.jpg',
      imageSourceSite: 'images.example.com',
    });
  });
});

describe('migrating external images', () => {
  it('stores each image, switches the address, keeps the source, logs failures; one job at a time', async () => {
    const good = await createProduct(t.db, {
      sku: 'MIG-GOOD',
      imageUrl: `${base}/img/good.png`,
      primaryImage: `${base}/img/good.png`,
      images: [`${base}/img/good.png`, 'https://elsewhere.example/b.jpg'],
    });
    const gone = await createProduct(t.db, { sku: 'MIG-GONE', imageUrl: `${base}/gone.png` });
    const page = await createProduct(t.db, { sku: 'MIG-PAGE', imageUrl: `${base}/page.png` });
    const refused = await createProduct(t.db, { sku: 'MIG-PRIVATE', imageUrl: 'http://10.1.2.3/a.png' });
    const before = await status();
    expect(before.externalImages).toBe(4);

    const started = await admin.post<MigrationStarted>('/api/migration/start');
    expect(started.status, started.raw.body).toBe(202);
    expect(started.json.total).toBe(4);
    const again = await admin.post<{ message: string; jobId: string }>('/api/migration/start');
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      message: 'An image migration is already running',
      jobId: started.json.jobId,
    });
    expect((await status()).activeJob?.jobId).toBe(started.json.jobId);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'image_migration.start'));
    expect(entry?.entityId).toBe(started.json.jobId);

    await t.jobs.drain();
    const job = (await admin.get<MigrationJob>(`/api/migration/jobs/${started.json.jobId}`)).json;
    expect(job).toMatchObject({
      status: 'succeeded',
      processed: 4,
      total: 4,
      result: { migrated: 1, failed: 3 },
    });
    expect(job.errors).toHaveLength(3);
    expect(job.errors.find((e) => e.startsWith('MIG-GONE:'))).toContain('404');
    expect(job.errors.find((e) => e.startsWith('MIG-PAGE:'))).toBeDefined();
    expect(job.errors.find((e) => e.startsWith('MIG-PRIVATE:'))).toBeDefined();

    const migrated = await productRow(good.id);
    expect(migrated.imageUrl).toMatch(new RegExp(`^/objects/products/${good.id}/[0-9a-f-]+\\.png$`));
    expect(migrated.imageSourceUrl).toBe(`${base}/img/good.png`);
    expect(migrated.imageSourceSite).toBe(new URL(base).host);
    expect(migrated.primaryImage).toBe(migrated.imageUrl);
    expect(migrated.images).toEqual([migrated.imageUrl, 'https://elsewhere.example/b.jpg']);
    const stored = await t.storage.get(migrated.imageUrl!.slice('/objects/'.length), 10_000_000);
    expect(stored && !stored.tooLarge && stored.contentType).toBe('image/png');
    for (const failed of [gone, page, refused]) {
      const row = await productRow(failed.id);
      expect(row.imageUrl).toBe(failed.imageUrl);
    }
    const after = await status();
    expect(after.externalImages).toBe(3);
    expect(after.localImages - before.localImages).toBe(1);
    expect(after.activeJob).toBeNull();
  });

  it('commits in rounds: a failed round is retried and nothing committed is downloaded twice', async () => {
    migrationRounds.size = 2;
    const made = [];
    for (let n = 0; n < 5; n++)
      made.push(await createProduct(t.db, { imageUrl: `${base}/img/round-${n}.png` }));
    let rounds = 0;
    migrationJobHooks.inRound = () => {
      rounds += 1;
      if (rounds === 2) throw new Error('simulated crash in round 2');
    };
    const started = await admin.post<MigrationStarted>('/api/migration/start');
    expect(started.status).toBe(202);
    await t.jobs.drain();
    const job = (await admin.get<MigrationJob>(`/api/migration/jobs/${started.json.jobId}`)).json;
    expect(job).toMatchObject({ status: 'succeeded', result: { migrated: 5, failed: 0 } });
    const downloads = inRoundOrder(made).map((product) => hits.get(new URL(product.imageUrl!).pathname) ?? 0);
    // Round 1 (2 products) committed once and is never downloaded again; round 2 crashed and was
    // downloaded again, and so was round 3, already started ahead (the pipeline) but not committed.
    expect(downloads).toEqual([1, 1, 2, 2, 2]);
    expect((await status()).externalImages).toBe(0);
  });

  it('without rounds read ahead, a crash redoes only the round that crashed', async () => {
    migrationRounds.size = 2;
    migrationRounds.ahead = 0;
    const made = [];
    for (let n = 0; n < 5; n++)
      made.push(await createProduct(t.db, { imageUrl: `${base}/img/serial-${n}.png` }));
    let rounds = 0;
    migrationJobHooks.inRound = () => {
      rounds += 1;
      if (rounds === 2) throw new Error('simulated crash in round 2');
    };
    const started = await admin.post<MigrationStarted>('/api/migration/start');
    expect(started.status).toBe(202);
    await t.jobs.drain();
    const job = (await admin.get<MigrationJob>(`/api/migration/jobs/${started.json.jobId}`)).json;
    expect(job).toMatchObject({ status: 'succeeded', result: { migrated: 5, failed: 0 } });
    const downloads = inRoundOrder(made).map((product) => hits.get(new URL(product.imageUrl!).pathname) ?? 0);
    expect(downloads).toEqual([1, 1, 2, 2, 1]);
  });

  it('refuses to start with nothing to migrate', async () => {
    const response = await admin.post<{ message: string }>('/api/migration/start');
    expect(response.status).toBe(409);
    expect(response.json.message).toBe('There are no external images to migrate');
  });
});

describe('the demo external images', () => {
  it('are re-pointed at the address the app starts on', async () => {
    const product = await createProduct(t.db, {
      sku: 'DEMO-EXT-1',
      imageUrl: 'http://localhost:5000/api/demo-images/DEMO-EXT-1.webp',
      imageSourceSite: DEMO_EXTERNAL_SITE,
    });
    await repointDemoExternalImages(t.db, 'http://localhost:5304/');
    expect((await productRow(product.id)).imageUrl).toBe(
      'http://localhost:5304/api/demo-images/DEMO-EXT-1.webp',
    );
    await repointDemoExternalImages(t.db, 'http://localhost:5304');
    expect((await productRow(product.id)).imageUrl).toBe(
      'http://localhost:5304/api/demo-images/DEMO-EXT-1.webp',
    );
  });
});
