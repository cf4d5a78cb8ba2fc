import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import { PRODUCT_SORTS, type ProductListResponse } from '@crossover/domain/catalog';
import { createPricingRule, type CommerceWorld, createCommerceTestApp } from '@/test/commerce-factories.ts';
import type { TestApp } from '@/test/app.ts';

let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, as: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookie[as]!, ...headers } });
const list = async (query: string, as = 'shop_owner') => {
  const response = await get(`/api/products?${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProductListResponse;
};
const byName = (page: ProductListResponse, name: string) => page.products.find((p) => p.name === name)!;

describe('GET /api/products', () => {
  it('refuses visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(401);
  });

  it('prices a shop owner from its authorized distributor and hides upstream costs', async () => {
    const page = await list('search=World&sort=name');
    const amp = byName(page, 'World Amp');
    expect(amp).toMatchObject({
      authorizationType: 'can_order',
      canOrder: true,
      visibility: 'buyer',
      price: '120.00',
    });
    expect(amp.masterPackPrice).toBe('115.00');
    expect(amp.priceBreakdown?.supplier?.id).toBe(world.orgs.distributor.id);
    expect(amp).not.toHaveProperty('mfgCost');
    expect(amp).not.toHaveProperty('distributorCost');
    const priced = byName(page, 'World Priced');
    expect(priced).toMatchObject({ authorizationType: 'pricing_visible', canOrder: false, price: '120.00' });
    const hidden = byName(page, 'World Hidden');
    expect(hidden).toMatchObject({ authorizationType: 'view_only', canOrder: false, visibility: 'limited' });
    expect(hidden).not.toHaveProperty('price');
    expect(hidden.mapPrice).toBe('199.99');
  });

  it('prices a distributor at manufacturer cost and shows its costs', async () => {
    const amp = byName(await list('search=World', 'distributor'), 'World Amp');
    expect(amp).toMatchObject({ canOrder: true, visibility: 'cost', price: '100.00', mfgCost: '100.00' });
    expect(amp.ownDistributorPricing).toMatchObject({ distCost: '120.00' });
  });

  it('lets a marketing firm order straight from an authorized manufacturer at distributor cost', async () => {
    const amp = byName(await list('search=World', 'marketing_firm'), 'World Amp');
    expect(amp).toMatchObject({ canOrder: true, price: '130.00' });
    expect(amp.priceBreakdown?.supplier?.id).toBe(world.orgs.manufacturer.id);
  });

  it('shows a manufacturer its own products with costs and never offers to order', async () => {
    const page = await list('search=World', 'manufacturer');
    for (const p of page.products) {
      expect(p.canOrder).toBe(false);
      expect(p.visibility).toBe('cost');
    }
  });

  it('gives admins every field and the order button, also for unauthorized series', async () => {
    const hidden = byName(await list('search=World', 'admin'), 'World Hidden');
    expect(hidden).toMatchObject({ canOrder: true, visibility: 'cost', mfgCost: '100.00' });
  });

  it('follows the emulated user, not the admin', async () => {
    const response = await get('/api/products?search=World', 'admin', {
      [EMULATION_HEADER]: world.users.shop_owner.id,
    });
    const hidden = byName(response.json(), 'World Hidden');
    expect(hidden.visibility).toBe('limited');
    expect(hidden).not.toHaveProperty('mfgCost');
  });

  it('filters by status (active by default), searches SKU and description', async () => {
    expect((await list('search=World')).products.map((p) => p.name)).not.toContain('World Retired');
    expect((await list('search=World&status=discontinued')).products.map((p) => p.name)).toEqual([
      'World Retired',
    ]);
    expect((await list('search=World&status=all')).totalCount).toBe(5);
    const sku = world.products.sub.sku.toLowerCase();
    expect((await list(`search=${sku}`)).products.map((p) => p.id)).toEqual([world.products.sub.id]);
    expect((await list('search=4-channel amplifier for tests')).totalCount).toBeGreaterThanOrEqual(4);
  });

  it('filters by series, manufacturer, category (AND)', async () => {
    const page = await list(
      `seriesId=${world.series.orderable.id}&manufacturerId=${world.orgs.manufacturer.id}`,
    );
    expect(page.products.map((p) => p.name).sort()).toEqual(['World Amp', 'World Sub']);
    expect((await list(`seriesId=${world.series.orderable.id}&category=Speakers`)).totalCount).toBe(0);
  });

  it('pages with a cursor without gaps or repeats in every sort, with and without a search', async () => {
    for (const [search, sort] of PRODUCT_SORTS.filter((s) => s !== 'relevance').flatMap((s) => [
      ['', s],
      ['&search=world', s],
    ])) {
      for (const order of ['asc', 'desc']) {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page: ProductListResponse = await list(
            `status=all&limit=2&sort=${sort}&order=${order}${search}${cursor ? `&cursor=${cursor}` : ''}`,
          );
          expect(page.totalPages).toBe(Math.ceil(page.totalCount / 2));
          seen.push(...page.products.map((p) => p.id));
          cursor = page.nextCursor;
          expect(page.hasMore).toBe(cursor !== null);
          pages += 1;
        } while (cursor && pages < 50);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.length).toBe(5);
      }
    }
  });

  it('sorts by price (MAP, else MSRP) low to high', async () => {
    const page = await list('search=World&sort=price');
    const prices = page.products.map((p) => Number(p.mapPrice ?? p.retailPrice));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers 400 naming the field for a bad sort, limit or cursor', async () => {
    for (const [query, field] of [
      ['sort=colour', 'sort'],
      ['limit=500', 'limit'],
      ['status=gone', 'status'],
      ['cursor=not-a-cursor', 'cursor'],
      // A name cursor ("world amp", id) handed to the price sort, whose first key is a number.
      [
        `sort=price&cursor=${Buffer.from(JSON.stringify(['world amp', 'x'])).toString('base64url')}`,
        'cursor',
      ],
      [
        `sort=createdAt&cursor=${Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url')}`,
        'cursor',
      ],
    ]) {
      const response = await get(`/api/products?${query}`, 'shop_owner');
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
  });
});

describe('GET /api/products/facets', () => {
  it('counts options, cross-filtered by the other filters', async () => {
    const response = await get(`/api/products/facets?seriesId=${world.series.orderable.id}`, 'shop_owner');
    expect(response.statusCode).toBe(200);
    const facets = response.json();
    // The series facet ignores its own filter: all three active series stay listed.
    expect(facets.series.map((s: { name: string }) => s.name).sort()).toEqual([
      'Hidden Series',
      'Orderable Series',
      'Priced Series',
    ]);
    expect(facets.manufacturers).toEqual([
      { id: world.orgs.manufacturer.id, name: 'World Manufacturer', count: 2 },
    ]);
    expect(facets.statuses).toEqual(
      expect.arrayContaining([
        { value: 'active', count: 2 },
        { value: 'discontinued', count: 1 },
      ]),
    );
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product with the breakdown, or 404', async () => {
    await createPricingRule(t.db, {
      productId: world.products.sub.id,
      discountValue: '10.00',
      name: 'Ten off',
    });
    const response = await get(`/api/products/${world.products.sub.id}`, 'shop_owner');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ price: '108.00' });
    expect(response.json().priceBreakdown.rules).toHaveLength(1);
    expect((await get('/api/products/nope', 'shop_owner')).statusCode).toBe(404);
  });
});

describe('series, authorizations and PMAP', () => {
  it('lists series and the organization authorizations', async () => {
    const series = (await get('/api/series', 'shop_owner')).json();
    expect(series.map((s: { name: string }) => s.name)).toContain('Orderable Series');
    expect((await get('/api/product-series', 'shop_owner')).statusCode).toBe(200);
    const grants = (await get('/api/series-authorizations', 'shop_owner')).json();
    expect(grants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ seriesId: world.series.orderable.id, authorizationType: 'can_order' }),
        expect.objectContaining({ seriesId: world.series.priced.id, authorizationType: 'pricing_visible' }),
      ]),
    );
    expect((await get('/api/series-authorizations', 'admin')).json()).toEqual([]);
  });

  it('answers PMAP pricing per id (empty where no campaign)', async () => {
    await createPricingRule(t.db, {
      productId: world.products.amp.id,
      discountType: 'new_price',
      discountValue: '179.99',
      name: 'Spring PMAP',
      organizationType: 'marketing_firm',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/pmap-pricing/batch',
      headers: { cookie: cookie.distributor! },
      payload: { productIds: [world.products.amp.id, world.products.hidden.id] },
    });
    expect(response.statusCode).toBe(200);
    const map = response.json();
    expect(map[world.products.amp.id]).toMatchObject({
      hasPmap: true,
      pmapPrice: '179.99',
      campaignName: 'Spring PMAP',
    });
    expect(map[world.products.amp.id].distributorPricing).toMatchObject({ distCost: '120.00' });
    expect(map[world.products.hidden.id]).toMatchObject({ hasPmap: false, pmapPrice: null });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/products/pmap-pricing/batch',
      headers: { cookie: cookie.shop_owner! },
      payload: { productIds: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('productIds');
  });

  it("judges a campaign's window and a rule's price by the services' clock, not the machine's", async () => {
    await createPricingRule(t.db, {
      productId: world.products.hidden.id,
      discountType: 'new_price',
      discountValue: '99.00',
      name: 'Summer 2031 PMAP',
      validFrom: new Date('2031-06-01T00:00:00Z'),
      validTo: new Date('2031-06-30T23:59:59Z'),
    });
    const pmapOf = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/products/pmap-pricing/batch',
        headers: { cookie: cookie.admin! },
        payload: { productIds: [world.products.hidden.id] },
      });
      expect(response.statusCode).toBe(200);
      return response.json()[world.products.hidden.id];
    };
    try {
      expect(await pmapOf()).toMatchObject({ hasPmap: false });
      t.clock.set('2031-06-15T12:00:00Z');
      expect(await pmapOf()).toMatchObject({ hasPmap: true, pmapPrice: '99.00' });
      const product = (await get(`/api/products/${world.products.hidden.id}`, 'admin')).json();
      expect(product.price).toBe('99.00');
      t.clock.set('2031-07-01T00:00:01Z');
      expect(await pmapOf()).toMatchObject({ hasPmap: false });
    } finally {
      t.clock.reset();
    }
  });
});
