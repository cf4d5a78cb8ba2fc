import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CdnMigrationResponse, CdnMigrationStatus } from '@crossover/domain/cdn-migration';
import { auditLog } from '@/db/schema/audit-log.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { products } from '@/db/schema/products.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { createOrganization, createProduct, createUser } from '@/test/factories.ts';
import { type FakeBunnyStorage, startFakeBunnyStorage } from '@/test/fakes/bunny-storage.ts';
import { type ApiClient, api } from '@/test/inject.ts';
import { cdnRounds } from './service.ts';

/**
 * Issue 17 "CDN migration": stored product images and logos are copied to the Bunny storage zone
 * (a local fake) and switched to the pull zone; already migrated ones are skipped; a missing
 * object fails alone; without BUNNY_* the API says the CDN is not configured.
 */

const PULL_ZONE = 'https://crossover-test.b-cdn.net';
let fake: FakeBunnyStorage;
let t: TestApp;
let bare: TestApp;
let admin: ApiClient;
let maker: ApiClient;
let anonymous: ApiClient;

beforeAll(async () => {
  fake = await startFakeBunnyStorage();
  t = await createTestApp({
    bunny: { zone: fake.zone, accessKey: fake.accessKey, host: fake.host, pullZoneUrl: PULL_ZONE },
  });
  bare = await createTestApp();
  const adminUser = await createUser(t.db, { role: 'admin' });
  const makerUser = await createUser(t.db, { role: 'manufacturer' });
  anonymous = api(t.app);
  admin = anonymous.as(await sessionCookie(t, adminUser.id));
  maker = anonymous.as(await sessionCookie(t, makerUser.id));
});

afterAll(async () => {
  await t.close();
  await bare.close();
  await fake.close();
});

afterEach(async () => {
  cdnRounds.size = 20;
  // Tests run shuffled: none leaves stored images behind for the next.
  await t.db.execute(sql`update products set image_url = null`);
  await t.db.execute(sql`update organizations set logo_url = null`);
});

const status = async () => (await admin.get<CdnMigrationStatus>('/api/bunny-migration/status')).json;
async function storedImage(key: string, body = Buffer.from(`image ${key}`)) {
  await t.storage.put(key, body, 'image/png');
  return `/objects/${key}`;
}

describe('who may migrate to the CDN', () => {
  it.each([
    ['GET', '/api/bunny-migration/status'],
    ['POST', '/api/bunny-migration/products'],
    ['POST', '/api/bunny-migration/logos'],
  ])('%s %s: 401 signed out, 403 for a manufacturer', async (method, url) => {
    const send = (client: ApiClient) => (method === 'GET' ? client.get(url) : client.post(url));
    expect((await send(anonymous)).status).toBe(401);
    expect((await send(maker)).status).toBe(403);
  });
});

describe('migrating product images', () => {
  it('copies stored images, switches them to the pull zone, skips migrated ones, lists failures', async () => {
    cdnRounds.size = 2;
    const keys = ['products/a1/one.png', 'products/a2/two.png', 'products/a3/three.png'];
    const made = [];
    for (const key of keys) made.push(await createProduct(t.db, { imageUrl: await storedImage(key) }));
    const missing = await createProduct(t.db, {
      sku: 'CDN-MISSING',
      imageUrl: '/objects/products/zz/gone.png',
    });
    await createProduct(t.db, { imageUrl: `${PULL_ZONE}/products/old/done.png` });
    await createProduct(t.db, { imageUrl: 'https://elsewhere.example/x.png' });
    expect(await status()).toEqual({
      currentStorageImages: 4,
      bunnyImages: 1,
      needsMigration: 4,
      configured: true,
    });

    const response = await admin.post<CdnMigrationResponse>('/api/bunny-migration/products');
    expect(response.status, response.raw.body).toBe(200);
    expect(response.json.result).toMatchObject({ total: 5, migrated: 3, failed: 1, skipped: 1 });
    expect(response.json.result.errors).toEqual([expect.stringMatching(/^CDN-MISSING: /)]);
    expect(response.json.message).toContain('Migrated 3 of 5 product images');
    for (const [n, product] of made.entries()) {
      const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
      expect(row?.imageUrl).toBe(`${PULL_ZONE}/${keys[n]}`);
      expect(fake.objects.get(keys[n]!)?.toString()).toBe(`image ${keys[n]}`);
    }
    const [kept] = await t.db.select().from(products).where(eq(products.id, missing.id));
    expect(kept?.imageUrl).toBe('/objects/products/zz/gone.png');
    expect(await status()).toMatchObject({ currentStorageImages: 1, bunnyImages: 4, needsMigration: 1 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'cdn_migration.products'));
    expect(entry?.details).toMatchObject({ migrated: 3, failed: 1 });

    // A second run migrates nothing new: everything there is skipped (the missing one fails again).
    const again = await admin.post<CdnMigrationResponse>('/api/bunny-migration/products');
    expect(again.json.result).toMatchObject({ migrated: 0, failed: 1, skipped: 4 });
  });
});

describe('migrating logos', () => {
  it('copies stored logos and switches the organizations to the pull zone', async () => {
    const org = await createOrganization(t.db, { logoUrl: await storedImage('logos/org-1/logo.png') });
    const response = await admin.post<CdnMigrationResponse>('/api/bunny-migration/logos');
    expect(response.status).toBe(200);
    expect(response.json.result).toMatchObject({ total: 1, migrated: 1, failed: 0, skipped: 0, errors: [] });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(row?.logoUrl).toBe(`${PULL_ZONE}/logos/org-1/logo.png`);
    expect(fake.objects.has('logos/org-1/logo.png')).toBe(true);
  });
});

describe('without a CDN', () => {
  it('says it is not configured', async () => {
    const user = await createUser(bare.db, { role: 'admin' });
    const client = api(bare.app).as(await sessionCookie(bare, user.id));
    expect((await client.get<CdnMigrationStatus>('/api/bunny-migration/status')).json.configured).toBe(false);
    const refused = await client.post<{ message: string }>('/api/bunny-migration/products');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/^CDN not configured/);
  });
});
