import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHORIZATIONS_PAGE_SIZE,
  AUTHORIZATION_SUMMARY_SIZE,
  type AuthorizationSummary,
  type AuthorizationsPage,
} from '@crossover/domain/dashboard';
import { type TestApp, sessionCookie } from '@/test/app.ts';
import { type CommerceWorld, createCommerceTestApp, grantSeries } from '@/test/commerce-factories.ts';
import { createOrganization, createSeries, createUser } from '@/test/factories.ts';

let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;
/** A shop holding 200 series authorizations: 100 can_order, 60 pricing_visible, 40 view_only. */
let bigShopCookie: string;
const TYPES = [
  ...Array<string>(100).fill('can_order'),
  ...Array<string>(60).fill('pricing_visible'),
  ...Array<string>(40).fill('view_only'),
];

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
  const shop = await createOrganization(t.db, { type: 'shop_owner', name: 'Big Shop' });
  const manufacturer = await createOrganization(t.db, { type: 'manufacturer', name: 'Many Series Co' });
  for (const [i, type] of TYPES.entries()) {
    const series = await createSeries(t.db, {
      manufacturerId: manufacturer.id,
      name: `Series ${String(i).padStart(3, '0')}`,
    });
    await grantSeries(t.db, shop.id, series.id, type);
  }
  const owner = await createUser(t.db, { role: 'shop_owner', organizationId: shop.id });
  bigShopCookie = await sessionCookie(t, owner.id);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/dashboard/authorizations', () => {
  it('refuses visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/authorizations' })).statusCode).toBe(
      401,
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/dashboard/authorizations/page' });
    expect(page.statusCode).toBe(401);
  });

  it('answers counts per type and only the first few, however many there are', async () => {
    const response = await get('/api/dashboard/authorizations', { cookie: bigShopCookie });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json() as AuthorizationSummary;
    expect(summary.total).toBe(200);
    expect(summary.counts).toEqual({ can_order: 100, pricing_visible: 60, view_only: 40 });
    expect(summary.first).toHaveLength(AUTHORIZATION_SUMMARY_SIZE);
    expect(summary.first.map((a) => a.seriesName)).toEqual([
      'Series 000',
      'Series 001',
      'Series 002',
      'Series 003',
      'Series 004',
    ]);
    expect(summary.first[0]).toMatchObject({
      manufacturerName: 'Many Series Co',
      authorizationType: 'can_order',
    });
    // The whole list would be ~200 rows; the summary stays small.
    expect(response.body.length).toBeLessThan(2_000);
  });

  it("shows the commerce world's shop its two grants", async () => {
    const summary = (await get('/api/dashboard/authorizations', { cookie: cookie.shop_owner! })).json();
    expect(summary).toMatchObject({ total: 2, counts: { can_order: 1, pricing_visible: 1, view_only: 0 } });
    expect((summary as AuthorizationSummary).first.map((a) => a.seriesId).sort()).toEqual(
      [world.series.orderable.id, world.series.priced.id].sort(),
    );
  });

  it('gives an admin without an organization an empty summary', async () => {
    const summary = (await get('/api/dashboard/authorizations', { cookie: cookie.admin! })).json();
    expect(summary).toEqual({
      total: 0,
      counts: { can_order: 0, pricing_visible: 0, view_only: 0 },
      first: [],
    });
  });
});

describe('GET /api/dashboard/authorizations/page', () => {
  it('pages through every authorization exactly once', async () => {
    const seen: string[] = [];
    let totalPages = 1;
    for (let page = 1; page <= totalPages; page += 1) {
      const response = await get(`/api/dashboard/authorizations/page?page=${page}`, {
        cookie: bigShopCookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as AuthorizationsPage;
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.length).toBeLessThanOrEqual(AUTHORIZATIONS_PAGE_SIZE);
      expect(body).toMatchObject({ total: 200, page });
      totalPages = body.totalPages;
      seen.push(...body.items.map((a) => a.seriesName));
    }
    expect(totalPages).toBe(Math.ceil(200 / AUTHORIZATIONS_PAGE_SIZE));
    expect(seen).toHaveLength(200);
    expect(new Set(seen).size).toBe(200);
    expect(seen).toEqual([...seen].sort());
  });

  it('refuses a page that is not a whole number, naming it', async () => {
    const response = await get('/api/dashboard/authorizations/page?page=abc', { cookie: bigShopCookie });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/page/);
  });
});
