import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductFacets, ProductListResponse } from '@crossover/domain/catalog';
import type { Vehicle } from '@crossover/domain/vehicles';
import { createProduct, createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { type ApiClient, api } from '@/test/inject.ts';

/**
 * The catalogue's 'fits my vehicle' filter: GET /api/products and /api/products/facets with
 * fitYear, fitMake and fitModel list exactly the products linked to an active vehicle of that
 * year, make and model, and count only them.
 */
let t: TestApp;
let admin: ApiClient;
let shop: ApiClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-15T12:00:00Z');
  admin = api(t.app).as(
    await sessionCookie(t, (await createUser(t.db, { role: 'admin', authType: 'oidc' })).id),
  );
  shop = api(t.app).as(await sessionCookie(t, (await createUser(t.db, { role: 'shop_owner' })).id));
  const vehicle = async (body: object) => {
    const res = await admin.post<Vehicle>('/api/vehicles', body);
    expect(res.status).toBe(201);
    return res.json.id;
  };
  const older = await vehicle({ yearStart: 2015, yearEnd: 2020, make: 'Ford', model: 'F-150' });
  const newer = await vehicle({ yearStart: 2021, yearEnd: null, make: 'Ford', model: 'F-150' });
  const retired = await vehicle({
    yearStart: 2015,
    yearEnd: 2020,
    make: 'Ford',
    model: 'F-150',
    trim: 'Raptor',
  });
  const silverado = await vehicle({
    yearStart: 2019,
    yearEnd: null,
    make: 'Chevrolet',
    model: 'Silverado 1500',
  });
  const fits: Record<string, string[]> = {
    older: [older],
    newer: [newer],
    both: [older, newer, silverado],
    retired: [retired],
    chevy: [silverado],
    none: [],
  };
  for (const [name, vehicleIds] of Object.entries(fits)) {
    const product = await createProduct(t.db, { name: `Fitment ${name}`, category: `Kits ${name}` });
    ids[name] = product.id;
    for (const vehicleId of vehicleIds)
      expect((await admin.post(`/api/products/${product.id}/vehicles`, { vehicleId })).status).toBe(201);
  }
  expect((await admin.patch(`/api/vehicles/${retired}`, { isActive: false })).status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const names = (response: ProductListResponse) =>
  response.products.map((p) => p.name.replace('Fitment ', '')).sort();

async function list(query: string) {
  const res = await shop.get<ProductListResponse>(
    `/api/products?${query.includes('limit=') ? '' : 'limit=100&'}${query}`,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
}

describe('the catalogue filtered by a vehicle', () => {
  it('lists every product without the filter', async () => {
    expect(names(await list(''))).toEqual(['both', 'chevy', 'newer', 'none', 'older', 'retired']);
  });

  it('narrows to exactly the products that fit the year, make and model, in any case', async () => {
    const answer = await list('fitYear=2018&fitMake=ford&fitModel=F-150');
    expect(names(answer)).toEqual(['both', 'older']);
    expect([answer.totalCount, answer.totalPages, answer.hasMore]).toEqual([2, 1, false]);
    expect(names(await list('fitYear=2026&fitMake=FORD&fitModel=f-150'))).toEqual(['both', 'newer']);
    expect(names(await list('fitYear=2014&fitMake=Ford&fitModel=F-150'))).toEqual([]);
    expect(names(await list('fitYear=2019&fitMake=Chevrolet&fitModel=Silverado%201500'))).toEqual([
      'both',
      'chevy',
    ]);
  });

  it('takes any part: a make alone, a year alone', async () => {
    expect(names(await list('fitMake=Ford'))).toEqual(['both', 'newer', 'older']);
    expect(names(await list('fitYear=2015'))).toEqual(['both', 'older']);
    expect(names(await list('fitYear=2019&fitMake=&fitModel='))).toEqual(['both', 'chevy', 'older']);
  });

  it('never lists a product only through a deactivated vehicle', async () => {
    expect(names(await list('fitYear=2016&fitMake=Ford&fitModel=F-150'))).not.toContain('retired');
  });

  it('keeps the other filters and pages through the filtered rows', async () => {
    expect(names(await list('fitMake=Ford&category=Kits%20older'))).toEqual(['older']);
    const first = await list('fitMake=Ford&limit=2&sort=name');
    expect(first.products).toHaveLength(2);
    expect([first.totalCount, first.hasMore]).toEqual([3, true]);
    const second = await list(
      `fitMake=Ford&limit=2&sort=name&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(names(second)).toEqual(['older']);
  });

  it('counts only fitting products in the facets', async () => {
    const res = await shop.get<ProductFacets>(
      '/api/products/facets?fitYear=2018&fitMake=Ford&fitModel=F-150',
    );
    expect(res.status).toBe(200);
    expect(res.json.categories.map((c) => [c.value, c.count]).sort()).toEqual([
      ['Kits both', 1],
      ['Kits older', 1],
    ]);
    const statuses = Object.fromEntries(res.json.statuses.map((s) => [s.value, s.count]));
    expect(statuses.active).toBe(2);
  });

  it('answers 400 naming the field for a year that is not a year', async () => {
    const res = await shop.get<{ errors?: Record<string, string> }>('/api/products?fitYear=soon');
    expect([res.status, Object.keys(res.json.errors ?? {})]).toEqual([400, ['fitYear']]);
    expect(ids.none).toBeTruthy();
  });
});
