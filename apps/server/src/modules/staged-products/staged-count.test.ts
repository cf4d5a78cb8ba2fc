import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '@crossover/domain/counts';
import type { StagedExactCountResponse, StagedListResponse } from '@crossover/domain/staged-products';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';

/**
 * The staged list's capped counts (decision 0045) and GET /api/scraper/staged/count. Pending rows
 * named for their group: cap - 1 'Below', cap 'At', cap + 1 'Above' (3 of them flagged), plus 2
 * approved rows.
 */
let t: TestApp;
let admin: string;
let shop: string;
const SIZES = { Below: COUNT_CAP - 1, At: COUNT_CAP, Above: COUNT_CAP + 1 } as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t, (await createUser(t.db, { role: 'admin' })).id);
  shop = await sessionCookie(t, (await createUser(t.db, { role: 'shop_owner' })).id);
  const manufacturer = await createOrganization(t.db, { type: 'manufacturer' });
  const rows = Object.entries(SIZES).flatMap(([group, size]) =>
    Array.from({ length: size }, (_, i) => ({
      name: `${group} amp ${i}`,
      sku: `${group}-${i}`.toUpperCase(),
      manufacturerId: manufacturer.id,
      importFlag: group === 'Above' && i < 3 ? 'looks like a heading' : null,
    })),
  );
  rows.push(
    ...[0, 1].map((i) => ({
      name: `Done amp ${i}`,
      sku: `DONE-${i}`,
      manufacturerId: manufacturer.id,
      importFlag: null,
      reviewStatus: 'approved',
    })),
  );
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(stagedProducts).values(rows.slice(i, i + 500));
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string) => {
  const { status, json } = await api(t.app, admin).get<StagedListResponse>(`/api/scraper/staged?${query}`);
  expect(status).toBe(200);
  return json;
};

describe('GET /api/scraper/staged counts up to the cap', () => {
  it.each([
    { group: 'Below', total: COUNT_CAP - 1, totalCapped: false, totalPages: 20, flagged: 0 },
    { group: 'At', total: COUNT_CAP, totalCapped: false, totalPages: 20, flagged: 0 },
    // Past the cap the page holding row cap + 1 exists (page 21 of 50 rows); further is unknown.
    { group: 'Above', total: COUNT_CAP, totalCapped: true, totalPages: 21, flagged: 3 },
  ] as const)('$group the cap: $total, capped $totalCapped', async ({ group, ...expected }) => {
    const page = await list(`search=${group}&limit=50`);
    expect(page.products).toHaveLength(50);
    expect(page).toMatchObject(expected);
  });

  it('counts each status up to the cap', async () => {
    const page = await list('search=Below');
    expect(page.counts).toEqual({ all: COUNT_CAP, pending: COUNT_CAP, approved: 2, rejected: 0 });
    expect(page.countsCapped).toEqual({ all: true, pending: true, approved: false, rejected: false });
  });

  it('counts past the cap as far as the page asked for, so the pages past it still say what follows', async () => {
    const last = await list('search=Above&limit=50&page=21');
    expect(last.products).toHaveLength(1);
    expect(last).toMatchObject({ total: COUNT_CAP + 1, totalCapped: false, totalPages: 21 });
  });
});

describe('GET /api/scraper/staged/count', () => {
  it.each([
    { group: 'Below', count: COUNT_CAP - 1, flagged: 0 },
    { group: 'At', count: COUNT_CAP, flagged: 0 },
    { group: 'Above', count: COUNT_CAP + 1, flagged: 3 },
  ] as const)('answers exactly $count $group the cap', async ({ group, ...expected }) => {
    const { status, json } = await api(t.app, admin).get<StagedExactCountResponse>(
      `/api/scraper/staged/count?search=${group}`,
    );
    expect(status).toBe(200);
    expect(json).toEqual(expected);
  });

  it('follows the status filter', async () => {
    const { json } = await api(t.app, admin).get<StagedExactCountResponse>(
      '/api/scraper/staged/count?status=all',
    );
    expect(json.count).toBe(3 * COUNT_CAP + 2);
  });

  it('answers a bad query with a 400 naming the field', async () => {
    const { status, json } = await api(t.app, admin).get<{ errors: Record<string, string> }>(
      '/api/scraper/staged/count?status=sideways',
    );
    expect(status).toBe(400);
    expect(Object.keys(json.errors)).toEqual(['status']);
  });

  it('refuses a visitor (401) and a role without the Staged Products screen (403)', async () => {
    expect((await api(t.app).get('/api/scraper/staged/count')).status).toBe(401);
    expect((await api(t.app, shop).get('/api/scraper/staged/count')).status).toBe(403);
  });
});
