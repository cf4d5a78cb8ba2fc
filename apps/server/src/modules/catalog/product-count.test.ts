import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '@crossover/domain/counts';
import type { ProductListResponse } from '@crossover/domain/catalog';
import { products } from '@/db/schema/products.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { createSeries, createUser } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';

/**
 * Capped counts (decision 0045): the list counts to COUNT_CAP and says when there are more;
 * GET /api/products/count answers the exact number. Three categories hold cap - 1, cap and
 * cap + 1 listed products, and two switched-off ones each that only a manager counts.
 */
let t: TestApp;
let admin: string;
let shop: string;
let mustChange: string;
const SIZES = { below: COUNT_CAP - 1, at: COUNT_CAP, above: COUNT_CAP + 1 } as const;
const category = (size: keyof typeof SIZES) => `Count ${size}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t, (await createUser(t.db, { role: 'admin' })).id);
  shop = await sessionCookie(t, (await createUser(t.db, { role: 'shop_owner' })).id);
  mustChange = await sessionCookie(
    t,
    (await createUser(t.db, { role: 'shop_owner', mustChangePassword: true })).id,
  );
  const series = await createSeries(t.db);
  for (const [size, listed] of Object.entries(SIZES) as [keyof typeof SIZES, number][]) {
    const rows = Array.from({ length: listed + 2 }, (_, i) => ({
      name: `Count ${size} ${i}`,
      sku: `COUNT-${size}-${i}`.toUpperCase(),
      category: category(size),
      isActive: i >= 2,
      seriesId: series.id,
      manufacturerId: series.manufacturerId,
    }));
    for (let i = 0; i < rows.length; i += 500) await t.db.insert(products).values(rows.slice(i, i + 500));
  }
});
afterAll(async () => {
  await t.close();
});

const list = async (cookie: string, query: string) => {
  const { status, json } = await api(t.app, cookie).get<ProductListResponse>(`/api/products?${query}`);
  expect(status).toBe(200);
  return json;
};
const exact = async (cookie: string, query: string) => {
  const { status, json } = await api(t.app, cookie).get<{ count: number }>(`/api/products/count?${query}`);
  expect(status).toBe(200);
  return json.count;
};

describe('the list counts up to the cap', () => {
  it.each([
    { size: 'below', totalCount: COUNT_CAP - 1, totalCountCapped: false, totalPages: 40 },
    { size: 'at', totalCount: COUNT_CAP, totalCountCapped: false, totalPages: 40 },
    { size: 'above', totalCount: COUNT_CAP, totalCountCapped: true, totalPages: 40 },
  ] as const)('$size the cap: $totalCount, capped $totalCountCapped', async (expected) => {
    const page = await list(shop, `category=${encodeURIComponent(category(expected.size))}&limit=25`);
    expect(page.products).toHaveLength(25);
    expect(page).toMatchObject({
      totalCount: expected.totalCount,
      totalCountCapped: expected.totalCountCapped,
      totalPages: expected.totalPages,
      hasMore: true,
    });
  });

  it('counts a manager the switched-off products too, still up to the cap', async () => {
    const below = await list(admin, `category=${encodeURIComponent(category('below'))}&status=all`);
    // cap - 1 listed and 2 switched off: past the cap for a manager.
    expect(below).toMatchObject({ totalCount: COUNT_CAP, totalCountCapped: true });
  });
});

describe('GET /api/products/count', () => {
  it.each([
    { size: 'below', count: COUNT_CAP - 1 },
    { size: 'at', count: COUNT_CAP },
    { size: 'above', count: COUNT_CAP + 1 },
  ] as const)('answers exactly $count $size the cap', async ({ size, count }) => {
    expect(await exact(shop, `category=${encodeURIComponent(category(size))}`)).toBe(count);
  });

  it('counts what the caller may list: a manager sees the switched-off products, a partner not', async () => {
    const query = `category=${encodeURIComponent(category('above'))}&status=all`;
    expect(await exact(admin, query)).toBe(COUNT_CAP + 3);
    expect(await exact(shop, query)).toBe(COUNT_CAP + 1);
  });

  it('takes the list query as it is (sort, limit and cursor are ignored)', async () => {
    const query = `category=${encodeURIComponent(category('at'))}&sort=name&order=asc&limit=10`;
    expect(await exact(shop, query)).toBe(COUNT_CAP);
  });

  it('answers a bad filter with a 400 naming the field', async () => {
    const { status, json } = await api(t.app, shop).get<{ errors: Record<string, string> }>(
      '/api/products/count?status=sideways',
    );
    expect(status).toBe(400);
    expect(Object.keys(json.errors)).toEqual(['status']);
  });

  it('refuses a visitor (401) and a user who must change the password first (403)', async () => {
    expect((await api(t.app).get('/api/products/count')).status).toBe(401);
    expect((await api(t.app, mustChange).get('/api/products/count')).status).toBe(403);
  });
});
