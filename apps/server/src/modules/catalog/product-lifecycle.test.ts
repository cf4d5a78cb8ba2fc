import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductFacets, ProductListResponse } from '@crossover/domain/catalog';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { createOrganization, createProduct, createSeries, createUser } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';

// Issue 15 item 21: a product switched off (isActive false) was listed under 'Active' and partners
// still saw it. One meaning (productLifecycle): discontinued wins, then the on/off switch.
let t: TestApp;
let admin: string;
let shop: string;
let ids: Record<'on' | 'off' | 'discontinued' | 'discontinuedOn', string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t, (await createUser(t.db, { role: 'admin' })).id);
  const store = await createOrganization(t.db, { type: 'shop_owner' });
  shop = await sessionCookie(
    t,
    (await createUser(t.db, { role: 'shop_owner', organizationId: store.id })).id,
  );
  const { id: seriesId } = await createSeries(t.db);
  const make = async (name: string, status: string, isActive: boolean) =>
    (await createProduct(t.db, { seriesId, name: `Lifecycle ${name}`, status, isActive })).id;
  ids = {
    on: await make('On', 'active', true),
    off: await make('Off', 'active', false),
    discontinued: await make('Gone', 'discontinued', false),
    // Switched back on after it was discontinued: still discontinued.
    discontinuedOn: await make('Gone On', 'discontinued', true),
  };
});
afterAll(async () => {
  await t.close();
});

const listed = async (cookie: string, status: string) => {
  const answer = await api(t.app)
    .as(cookie)
    .get<ProductListResponse>(`/api/products?search=Lifecycle&status=${status}&limit=100`);
  expect(answer.status).toBe(200);
  return answer.json.products.map((p) => p.id).sort();
};
const statusCounts = async (cookie: string) => {
  const answer = await api(t.app).as(cookie).get<ProductFacets>('/api/products/facets?search=Lifecycle');
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.json.statuses.map((s) => [s.value, s.count]));
};
const sorted = (...list: string[]) => [...list].sort();

describe('one meaning of active, inactive and discontinued', () => {
  it("lists under Product Management's Active only products that are on and not discontinued", async () => {
    expect(await listed(admin, 'active')).toEqual([ids.on]);
    expect(await listed(admin, 'inactive')).toEqual(sorted(ids.off, ids.discontinued, ids.discontinuedOn));
    expect(await listed(admin, 'discontinued')).toEqual(sorted(ids.discontinued, ids.discontinuedOn));
    expect(await listed(admin, 'all')).toHaveLength(4);
    expect(await statusCounts(admin)).toEqual({ active: 1, inactive: 1, discontinued: 2 });
    // The dashboard's count of active products means the same (this database holds only these 4).
    const stats = await api(t.app).as(admin).get<{ totalProducts: number }>('/api/dashboard/stats');
    expect(stats.json.totalProducts).toBe(1);
  });

  it('never shows a partner a switched-off product, whatever the filter', async () => {
    expect(await listed(shop, 'active')).toEqual([ids.on]);
    expect(await listed(shop, 'all')).toEqual(sorted(ids.on, ids.discontinued, ids.discontinuedOn));
    expect(await listed(shop, 'inactive')).toEqual(sorted(ids.discontinued, ids.discontinuedOn));
    expect(await statusCounts(shop)).toEqual({ active: 1, discontinued: 2 });
    expect((await api(t.app).as(shop).get(`/api/products/${ids.off}`)).status).toBe(404);
    expect((await api(t.app).as(admin).get(`/api/products/${ids.off}`)).status).toBe(200);
    expect((await api(t.app).as(shop).get(`/api/products/${ids.discontinued}`)).status).toBe(200);
  });
});
