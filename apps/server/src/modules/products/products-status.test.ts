import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import type { Product } from '@crossover/domain/catalog';
import {
  type CategoryStats,
  PRODUCT_MESSAGES,
  PRODUCT_TOASTS,
  type SkuLookup,
  type SkuMatch,
} from '@crossover/domain/products';
import { auditLog } from '@/db/schema/audit-log.ts';
import { productImages } from '@/db/schema/product-images.ts';
import { products } from '@/db/schema/products.ts';
import type { TestApp } from '@/test/app.ts';
import { type CommerceWorld, createCommerceTestApp } from '@/test/commerce-factories.ts';
import { createProduct } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';

/** Discontinue and reactivate, delete, the SKU lookup, category stats and the admin's detail. */
let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
});
afterAll(async () => {
  await t.close();
});

const admin = () => api(t.app).as(cookie.admin!);
const auditsOf = (entityId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
const rowOf = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0];
const fresh = (overrides: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(t.db, { seriesId: world.series.orderable.id, ...overrides });

describe('PUT /api/products/{productId}/status', () => {
  it('discontinues with who, when and why, switching the product off; audited', async () => {
    const product = await fresh();
    t.clock.set('2026-03-02T10:00:00Z');
    const { status, json } = await admin().put<Product>(`/api/products/${product.id}/status`, {
      status: 'discontinued',
      reason: '  Replaced by the Mk II  ',
    });
    t.clock.reset();
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({ status: 'discontinued', isActive: false });
    expect(json.management).toMatchObject({
      discontinuedAt: '2026-03-02T10:00:00.000Z',
      discontinuedReason: 'Replaced by the Mk II',
      discontinuedBy: { id: world.users.admin.id, email: world.users.admin.email },
    });
    expect(await rowOf(product.id)).toMatchObject({
      status: 'discontinued',
      discontinuedBy: world.users.admin.id,
      discontinuedReason: 'Replaced by the Mk II',
    });
    const [entry] = await auditsOf(product.id, 'product.status');
    expect(entry?.details).toEqual({
      sku: product.sku,
      from: 'active',
      to: 'discontinued',
      reason: 'Replaced by the Mk II',
    });
  });

  it('reactivates without a reason, clearing all three', async () => {
    const product = await fresh({
      status: 'discontinued',
      isActive: false,
      discontinuedAt: new Date(),
      discontinuedBy: world.users.admin.id,
      discontinuedReason: 'Old',
    });
    const { status, json } = await admin().put<Product>(`/api/products/${product.id}/status`, {
      status: 'active',
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'active', isActive: true });
    expect(await rowOf(product.id)).toMatchObject({
      discontinuedAt: null,
      discontinuedBy: null,
      discontinuedReason: null,
    });
    expect(await auditsOf(product.id, 'product.status')).toHaveLength(1);
  });

  it('answers 400 naming reason or status, 404 for an unknown product; nothing changes', async () => {
    const product = await fresh();
    for (const [request, errors] of [
      [{ status: 'discontinued' }, { reason: PRODUCT_MESSAGES.reasonRequired }],
      [{ status: 'discontinued', reason: '   ' }, { reason: PRODUCT_MESSAGES.reasonRequired }],
      [{ status: 'inactive' }, { status: 'Choose a status' }],
    ] as const) {
      const answer = await admin().put<{ errors: object }>(`/api/products/${product.id}/status`, request);
      expect({ status: answer.status, errors: answer.json.errors }).toEqual({ status: 400, errors });
    }
    expect((await rowOf(product.id))?.status).toBe('active');
    expect(await auditsOf(product.id, 'product.status')).toEqual([]);
    const unknown = await admin().put('/api/products/no-such-product/status', { status: 'active' });
    expect(unknown.status).toBe(404);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('deletes, audits sku and name, and removes its stored image files after commit', async () => {
    const key = `products/test-${Date.now()}.webp`;
    await t.app.storage.put(key, Buffer.from('RIFF'), 'image/webp');
    const product = await fresh({ imageUrl: `/objects/${key}` });
    await t.db.insert(productImages).values({ productId: product.id, imageUrl: 'https://cdn.test/x.jpg' });
    const { status, json } = await admin().delete<{ message: string }>(`/api/products/${product.id}`);
    expect(status).toBe(200);
    expect(json).toEqual({ message: PRODUCT_TOASTS.deleted });
    expect(await rowOf(product.id)).toBeUndefined();
    expect(await t.app.storage.get(key, 1000)).toBeNull();
    const [entry] = await auditsOf(product.id, 'product.delete');
    expect(entry?.details).toMatchObject({ sku: product.sku, name: product.name, storedImages: 1 });
    expect((await admin().delete(`/api/products/${product.id}`)).status).toBe(404);
    expect((await admin().get(`/api/products/${product.id}`)).status).toBe(404);
  });
});

describe('GET /api/products/search-by-sku/{sku}', () => {
  it('finds the product ignoring case and answers what the form fills in', async () => {
    const product = await fresh({ sku: `Look/Up-${Date.now()}` });
    const { status, json } = await admin().get<SkuLookup>(
      `/api/products/search-by-sku/${encodeURIComponent(product.sku.toUpperCase())}`,
    );
    expect(status).toBe(200);
    expect(json).toEqual({
      id: product.id,
      sku: product.sku,
      manufacturerId: product.manufacturerId,
      name: product.name,
      description: product.description,
      category: product.category,
      seriesId: product.seriesId,
    });
  });

  it('answers 404 for an unknown SKU and for a partial one', async () => {
    expect((await admin().get('/api/products/search-by-sku/NO-SUCH-SKU')).status).toBe(404);
    const partial = world.products.amp.sku.slice(0, -1);
    expect((await admin().get(`/api/products/search-by-sku/${partial}`)).status).toBe(404);
  });
});

describe("GET /api/products/sku-match?sku= (the form's lookup: no failed request per SKU typed)", () => {
  it('answers the match ignoring case, and 200 { match: null } for an unknown or partial SKU', async () => {
    const product = await fresh({ sku: `Match/Me-${Date.now()}` });
    const found = await admin().get<SkuMatch>(
      `/api/products/sku-match?sku=${encodeURIComponent(product.sku.toLowerCase())}`,
    );
    expect(found.status).toBe(200);
    expect(found.json.match).toMatchObject({ id: product.id, sku: product.sku, seriesId: product.seriesId });
    for (const sku of ['NO-SUCH-SKU', world.products.amp.sku.slice(0, -1)]) {
      const missing = await admin().get<SkuMatch>(`/api/products/sku-match?sku=${encodeURIComponent(sku)}`);
      expect({ status: missing.status, json: missing.json }).toEqual({ status: 200, json: { match: null } });
    }
    const blank = await admin().get<{ errors: Record<string, string> }>('/api/products/sku-match?sku=');
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toHaveProperty('sku');
  });
});

describe('GET /api/categories/stats', () => {
  it('counts products per category and subcategory, for any signed-in user', async () => {
    const category = `Stats ${Date.now()}`;
    await fresh({ category, subcategory: 'Mono' });
    await fresh({ category, subcategory: 'Mono' });
    await fresh({ category, subcategory: 'Stereo', status: 'discontinued' });
    await fresh({ category, subcategory: null });
    for (const role of ['admin', 'shop_owner'] as const) {
      const { status, json } = await api(t.app).as(cookie[role]!).get<CategoryStats>('/api/categories/stats');
      expect(status).toBe(200);
      expect(json.categories[category]).toEqual({ count: 4, subcategories: { Mono: 2, Stereo: 1 } });
    }
    const { json } = await admin().get<CategoryStats>('/api/categories/stats');
    expect(json.categories.Amplifiers?.subcategories['4-Channel Amplifiers']).toBeGreaterThanOrEqual(5);
  });
});

describe('GET /api/products/{id}: Product Management’s fields', () => {
  it('carries them for an admin only', async () => {
    const product = await fresh({ upc: '0123', weight: '2 kg', dimensions: '10x10x5 cm' });
    await t.db.insert(productImages).values([
      { productId: product.id, imageUrl: 'https://cdn.test/2.jpg', sortOrder: 2 },
      { productId: product.id, imageUrl: 'https://cdn.test/1.jpg', sortOrder: 1, isPrimary: true },
    ]);
    const { json } = await admin().get<Product>(`/api/products/${product.id}`);
    expect(json.management).toMatchObject({ upc: '0123', weight: '2 kg', dimensions: '10x10x5 cm' });
    expect(json.management?.gallery.map((g) => g.imageUrl)).toEqual([
      'https://cdn.test/1.jpg',
      'https://cdn.test/2.jpg',
    ]);
    for (const role of ['manufacturer', 'distributor', 'shop_owner'] as const) {
      const answer = await api(t.app).as(cookie[role]!).get<Product>(`/api/products/${product.id}`);
      expect(answer.status).toBe(200);
      expect(answer.json, role).not.toHaveProperty('management');
    }
    const emulated = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}`,
      headers: { cookie: cookie.admin!, [EMULATION_HEADER]: world.users.manufacturer.id },
    });
    expect(emulated.json()).not.toHaveProperty('management');
  });
});
