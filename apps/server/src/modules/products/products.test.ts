import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import type { Product } from '@crossover/domain/catalog';
import { PRODUCT_MESSAGES, skuTakenMessage } from '@crossover/domain/products';
import { ROLES } from '@crossover/domain/roles';
import { auditLog } from '@/db/schema/audit-log.ts';
import { products } from '@/db/schema/products.ts';
import type { TestApp } from '@/test/app.ts';
import { type CommerceWorld, createCommerceTestApp } from '@/test/commerce-factories.ts';
import { createOrganization, createProduct, createSeries } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';

/** POST and PATCH /api/products: who may, what is checked, what is stored and audited. */
let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;
let n = 0;

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
});
afterAll(async () => {
  await t.close();
});

const admin = () => api(t.app).as(cookie.admin!);
const body = (overrides: object = {}) => {
  n += 1;
  return {
    name: `Storm Amp ${n}`,
    sku: `STORM-${n}-${Date.now().toString(36)}`,
    manufacturerId: world.orgs.manufacturer.id,
    seriesId: world.series.orderable.id,
    ...overrides,
  };
};
const auditsOf = (entityId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
const rowOf = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0];

describe('who may write products', () => {
  const writes = async (as: ReturnType<typeof api>) => {
    const target = world.products.sub.id;
    return [
      await as.post('/api/products', body()),
      await as.patch(`/api/products/${target}`, { name: 'Renamed' }),
      await as.delete(`/api/products/${target}`),
      await as.put(`/api/products/${target}/status`, { status: 'discontinued', reason: 'x' }),
      await as.get(`/api/products/search-by-sku/${world.products.sub.sku}`),
    ].map((r) => r.status);
  };

  it('refuses visitors with 401', async () => {
    expect(await writes(api(t.app))).toEqual([401, 401, 401, 401, 401]);
    expect((await api(t.app).get('/api/categories/stats')).status).toBe(401);
  });

  const others = ROLES.filter((role) => role !== 'admin');
  it.each(others)('refuses %s with 403', async (role) => {
    expect(await writes(api(t.app).as(cookie[role]!))).toEqual([403, 403, 403, 403, 403]);
  });

  it('refuses an admin emulating a manufacturer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: cookie.admin!, [EMULATION_HEADER]: world.users.manufacturer.id },
      payload: body(),
    });
    expect(response.statusCode).toBe(403);
    expect(await rowOf(world.products.sub.id)).toMatchObject({
      name: world.products.sub.name,
      status: 'active',
    });
  });
});

describe('POST /api/products', () => {
  it('creates the product with the defaults and answers it as the detail shows it, audited', async () => {
    const request = body({
      description: 'Four channels',
      category: 'Amplifiers',
      mfgCost: '100.5',
      mapPrice: 199,
      mfgMasterPackQty: '',
      upc: '012345678905',
      sourceUrl: 'https://maker.test/storm',
      specifications: { channels: 4 },
      status: 'discontinued',
      id: 'chosen-by-client',
    });
    const { status, json } = await admin().post<Product>('/api/products', request);
    expect(status, JSON.stringify(json)).toBe(201);
    expect(json.id).not.toBe('chosen-by-client');
    expect(json).toMatchObject({
      name: request.name,
      sku: request.sku,
      manufacturerName: 'World Manufacturer',
      seriesName: 'Orderable Series',
      mfgCost: '100.50',
      mapPrice: '199.00',
      mfgMasterPackQty: 1,
      status: 'active',
      isActive: true,
      source: 'Manual Entry',
      specifications: { channels: 4 },
      management: { upc: '012345678905', sourceUrl: 'https://maker.test/storm', discontinuedBy: null },
    });
    const audits = await auditsOf(json.id, 'product.create');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: world.users.admin.id,
      details: { sku: request.sku, name: request.name },
    });
  });

  it('answers 400 naming each field, and stores nothing', async () => {
    const cases: [object, Record<string, string>][] = [
      [
        { name: ' ', sku: '', manufacturerId: '', seriesId: '' },
        {
          name: PRODUCT_MESSAGES.nameRequired,
          sku: PRODUCT_MESSAGES.skuRequired,
          manufacturerId: PRODUCT_MESSAGES.manufacturerRequired,
          seriesId: PRODUCT_MESSAGES.seriesRequired,
        },
      ],
      [body({ retailPrice: '-1' }), { retailPrice: 'Retail price must be 0 or more' }],
      [
        body({ distributorCost: '1.999' }),
        { distributorCost: 'Distributor cost can have at most 2 decimals' },
      ],
      [body({ mfgMasterPackQty: 0 }), { mfgMasterPackQty: PRODUCT_MESSAGES.masterPackQtyInvalid }],
      [body({ imageUrl: 'javascript:alert(1)' }), { imageUrl: PRODUCT_MESSAGES.imageUrlInvalid }],
      [
        body({ distributorPartNumber: 'x'.repeat(256) }),
        {
          distributorPartNumber: 'Distributor part number must be at most 255 characters',
        },
      ],
    ];
    for (const [request, errors] of cases) {
      const { status, json } = await admin().post<{ errors: object }>('/api/products', request);
      expect({ status, errors: json.errors }).toEqual({ status: 400, errors });
    }
  });

  it('refuses a series of another manufacturer, an unknown series and a manufacturer that is not one', async () => {
    const other = await createSeries(t.db);
    const inactive = await createOrganization(t.db, { type: 'manufacturer', isActive: false });
    const inactiveSeries = await createSeries(t.db, { manufacturerId: inactive.id });
    const cases: [object, Record<string, string>][] = [
      [body({ seriesId: other.id }), { seriesId: PRODUCT_MESSAGES.seriesOtherManufacturer }],
      [body({ seriesId: 'no-such-series' }), { seriesId: PRODUCT_MESSAGES.seriesNotFound }],
      [
        body({ manufacturerId: world.orgs.distributor.id }),
        { manufacturerId: PRODUCT_MESSAGES.manufacturerInvalid },
      ],
      [body({ manufacturerId: 'no-such-org' }), { manufacturerId: PRODUCT_MESSAGES.manufacturerInvalid }],
      [
        body({ manufacturerId: inactive.id, seriesId: inactiveSeries.id }),
        {
          manufacturerId: PRODUCT_MESSAGES.manufacturerInvalid,
        },
      ],
    ];
    for (const [request, errors] of cases) {
      const { status, json } = await admin().post<{ errors: object }>('/api/products', request);
      expect({ status, errors: json.errors }).toEqual({ status: 400, errors });
      const sku = (request as { sku: string }).sku;
      expect(await t.db.select().from(products).where(eq(products.sku, sku))).toEqual([]);
    }
  });

  it('answers 409 naming the SKU already taken, ignoring case', async () => {
    const existing = world.products.amp;
    const { status, json } = await admin().post<{ message: string; errors: object }>(
      '/api/products',
      body({ sku: existing.sku.toLowerCase() }),
    );
    expect(status).toBe(409);
    expect(json).toEqual({
      message: skuTakenMessage(existing.sku),
      errors: { sku: skuTakenMessage(existing.sku) },
    });
  });

  it.each([
    ['the same SKU', (sku: string) => [sku, sku]],
    ['SKUs differing only in case', (sku: string) => [sku, sku.toLowerCase()]],
  ])('lets one of two parallel creates with %s through, the other gets 409', async (_, skus) => {
    const [first, second] = skus(`RACE-${Date.now().toString(36).toUpperCase()}`);
    const answers = await Promise.all([
      admin().post('/api/products', body({ sku: first })),
      admin().post('/api/products', body({ sku: second })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const stored = await t.db
      .select()
      .from(products)
      .where(eq(products.manufacturerId, world.orgs.manufacturer.id));
    expect(stored.filter((p) => p.sku.toLowerCase() === first!.toLowerCase())).toHaveLength(1);
  });
});

describe('PATCH /api/products/{id}', () => {
  it('changes the fields sent, keeps the rest, audits the changes', async () => {
    const product = await createProduct(t.db, { seriesId: world.series.orderable.id, upc: '111' });
    const { status, json } = await admin().patch<Product>(`/api/products/${product.id}`, {
      name: 'Renamed Amp',
      mapPrice: '189.5',
      category: null,
      description: 'New words',
    });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({ name: 'Renamed Amp', mapPrice: '189.50', category: null, sku: product.sku });
    expect(json.management?.upc).toBe('111');
    const [entry] = await auditsOf(product.id, 'product.update');
    expect(entry?.details).toEqual({
      sku: product.sku,
      changes: {
        name: { from: product.name, to: 'Renamed Amp' },
        mapPrice: { from: '199.99', to: '189.50' },
        category: { from: 'Amplifiers', to: null },
        description: 'changed',
      },
    });
  });

  it('writes nothing and no audit entry when nothing changes; ignores status and discontinued fields', async () => {
    const product = await createProduct(t.db, { seriesId: world.series.orderable.id });
    const { status } = await admin().patch(`/api/products/${product.id}`, {
      name: product.name,
      mapPrice: '199.990',
      status: 'discontinued',
      discontinuedReason: 'sneaky',
      createdAt: '2000-01-01T00:00:00Z',
    });
    expect(status).toBe(400);
    const same = await admin().patch(`/api/products/${product.id}`, {
      name: product.name,
      mapPrice: '199.99',
      specifications: { rmsPower: '75 W x 4', channels: 4 },
      status: 'discontinued',
      discontinuedReason: 'sneaky',
    });
    expect(same.status).toBe(200);
    expect(await rowOf(product.id)).toMatchObject({
      status: 'active',
      discontinuedReason: null,
      updatedAt: product.updatedAt,
    });
    expect(await auditsOf(product.id, 'product.update')).toEqual([]);
  });

  it('needs a series of the new manufacturer when the manufacturer changes', async () => {
    const product = await createProduct(t.db, { seriesId: world.series.orderable.id });
    const next = await createSeries(t.db);
    const alone = await admin().patch<{ errors: object }>(`/api/products/${product.id}`, {
      manufacturerId: next.manufacturerId,
    });
    expect({ status: alone.status, errors: alone.json.errors }).toEqual({
      status: 400,
      errors: { seriesId: PRODUCT_MESSAGES.seriesOtherManufacturer },
    });
    const wrongSeries = await admin().patch<{ errors: object }>(`/api/products/${product.id}`, {
      seriesId: next.id,
    });
    expect(wrongSeries.json.errors).toEqual({ seriesId: PRODUCT_MESSAGES.seriesOtherManufacturer });
    const both = await admin().patch<Product>(`/api/products/${product.id}`, {
      manufacturerId: next.manufacturerId,
      seriesId: next.id,
    });
    expect(both.status).toBe(200);
    expect(both.json).toMatchObject({ manufacturerId: next.manufacturerId, seriesId: next.id });
  });

  it('answers 409 for another product’s SKU, 404 for an unknown product, 400 for bad values', async () => {
    const product = await createProduct(t.db, { seriesId: world.series.orderable.id });
    const taken = await admin().patch(`/api/products/${product.id}`, {
      sku: world.products.amp.sku.toLowerCase(),
    });
    expect(taken.status).toBe(409);
    const ownCase = await admin().patch<Product>(`/api/products/${product.id}`, {
      sku: product.sku.toLowerCase(),
    });
    expect(ownCase.status).toBe(200);
    expect(ownCase.json.sku).toBe(product.sku.toLowerCase());
    expect((await admin().patch('/api/products/no-such-product', { name: 'x' })).status).toBe(404);
    const bad = await admin().patch<{ errors: object }>(`/api/products/${product.id}`, {
      name: '',
      mfgMasterPackQty: 2.5,
    });
    expect(bad.json.errors).toEqual({
      name: PRODUCT_MESSAGES.nameRequired,
      mfgMasterPackQty: PRODUCT_MESSAGES.masterPackQtyInvalid,
    });
  });
});
