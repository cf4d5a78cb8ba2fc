import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductFacets } from '@crossover/domain/catalog';
import { FACET_TOP_N, type FacetMoreResponse } from '@crossover/domain/facets';
import { forgetCachedFacets } from '@/modules/products/facets.ts';
import type { TestApp } from '@/test/app.ts';
import { type CommerceWorld, createCommerceTestApp } from '@/test/commerce-factories.ts';
import { createOrganization, createProduct, createSeries } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';

/**
 * GET /api/products/facets (top FACET_TOP_N per facet, capped with a search or filter) and GET
 * /api/products/facets/more (decision 0047).
 */
let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;
/** FACET_TOP_N + 5 series of one maker: 'Wide 000' has 3 products, the others 1; 'Wide Off' only an inactive one. */
let wide: { makerId: string; busiest: string; ids: string[]; off: string };

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
  const maker = await createOrganization(t.db, { type: 'manufacturer', name: 'Wide Maker' });
  const ids: string[] = [];
  for (let i = 0; i < FACET_TOP_N + 5; i += 1) {
    const series = await createSeries(t.db, {
      manufacturerId: maker.id,
      name: `Wide ${String(i).padStart(3, '0')}`,
    });
    ids.push(series.id);
    for (let n = 0; n < (i === 0 ? 3 : 1); n += 1)
      await createProduct(t.db, { seriesId: series.id, manufacturerId: maker.id, category: 'Wide Things' });
  }
  const off = await createSeries(t.db, { manufacturerId: maker.id, name: 'Wide Off' });
  await createProduct(t.db, { seriesId: off.id, manufacturerId: maker.id, isActive: false });
  wide = { makerId: maker.id, busiest: ids[0]!, ids, off: off.id };
  forgetCachedFacets(t.db);
});
afterAll(async () => {
  await t.close();
});

const as = (role: string | null) => api(t.app).as(role ? cookie[role]! : null);

describe('GET /api/products/facets', () => {
  it('sends the top options per facet with the chosen one, and says which lists have more', async () => {
    const { status, json } = await as('shop_owner').get<ProductFacets>('/api/products/facets');
    expect(status).toBe(200);
    expect(json.series).toHaveLength(FACET_TOP_N);
    expect(json.more).toMatchObject({ series: true, categories: false, manufacturers: false });
    expect(json.capped).toBe(false);
    expect(json.series.find((s) => s.id === wide.busiest)).toMatchObject({
      count: 3,
      manufacturerId: wide.makerId,
    });
    // Sorted by name for the list, whatever their counts.
    const names = json.series.map((s) => s.name);
    expect(names).toEqual([...names].sort());

    // A chosen series outside the top stays listed (its filter is a narrowing one: counted, not cached).
    const outside = wide.ids.find((id) => !json.series.some((s) => s.id === id))!;
    expect(outside).toBeDefined();
    const chosen = await as('shop_owner').get<ProductFacets>(`/api/products/facets?seriesId=${outside}`);
    expect(chosen.json.series.map((s) => s.id)).toContain(outside);
    expect(chosen.json.series).toHaveLength(FACET_TOP_N + 1);
  });

  it('counts a search over the matching products, saying when it stopped at the cap', async () => {
    const { json } = await as('shop_owner').get<ProductFacets>('/api/products/facets?search=World');
    expect(json.capped).toBe(false);
    expect(json.manufacturers.map((m) => m.id)).not.toContain(wide.makerId);
  });

  it('reuses the unfiltered answer for a few seconds', async () => {
    const first = await as('admin').get<ProductFacets>('/api/products/facets?status=all');
    const maker = await createOrganization(t.db, { type: 'manufacturer', name: 'Fresh Maker' });
    const line = await createSeries(t.db, { manufacturerId: maker.id, name: 'Fresh Line' });
    await createProduct(t.db, { seriesId: line.id, manufacturerId: maker.id, category: 'Fresh Cat' });
    const cached = await as('admin').get<ProductFacets>('/api/products/facets?status=all');
    expect(cached.json).toEqual(first.json);
    forgetCachedFacets(t.db);
    const fresh = await as('admin').get<ProductFacets>('/api/products/facets?status=all');
    expect(fresh.json.categories).toContainEqual({ value: 'Fresh Cat', count: 1 });
  });
});

describe('GET /api/products/facets/more', () => {
  it('refuses visitors', async () => {
    expect((await as(null).get('/api/products/facets/more?facet=series')).status).toBe(401);
  });

  it('refuses an unknown facet or limit, naming the field', async () => {
    const facet = await as('shop_owner').get<{ errors: Record<string, string> }>(
      '/api/products/facets/more?facet=colour',
    );
    expect(facet.status).toBe(400);
    expect(Object.keys(facet.json.errors)).toContain('facet');
    const limit = await as('shop_owner').get<{ errors: Record<string, string> }>(
      '/api/products/facets/more?facet=series&limit=0',
    );
    expect(limit.status).toBe(400);
    expect(Object.keys(limit.json.errors)).toContain('limit');
  });

  it("lists one facet's options by name, searchable, never an inactive-only one to a partner", async () => {
    const all = await as('shop_owner').get<FacetMoreResponse>(
      '/api/products/facets/more?facet=series&q=wide&limit=500',
    );
    expect(all.status).toBe(200);
    expect(all.json.options).toHaveLength(FACET_TOP_N + 5);
    expect(all.json.hasMore).toBe(false);
    expect(all.json.options.map((o) => o.id)).not.toContain(wide.off);
    expect(all.json.options[0]).toMatchObject({
      id: wide.busiest,
      name: 'Wide 000',
      count: 3,
      manufacturerId: wide.makerId,
    });

    const narrowed = await as('shop_owner').get<FacetMoreResponse>(
      '/api/products/facets/more?facet=series&q=WIDE%2005',
    );
    expect(narrowed.json.options.map((o) => o.name)).toEqual([
      'Wide 050',
      'Wide 051',
      'Wide 052',
      'Wide 053',
      'Wide 054',
    ]);

    const page = await as('shop_owner').get<FacetMoreResponse>(
      '/api/products/facets/more?facet=series&q=wide&limit=10',
    );
    expect(page.json.options).toHaveLength(10);
    expect(page.json.hasMore).toBe(true);

    // An admin sees the inactive product's series with status=all.
    const admin = await as('admin').get<FacetMoreResponse>(
      '/api/products/facets/more?facet=series&q=off&status=all',
    );
    expect(admin.json.options.map((o) => o.id)).toContain(wide.off);

    // Categories are their own names; a filter takes the capped path.
    const categories = await as('shop_owner').get<FacetMoreResponse>(
      `/api/products/facets/more?facet=categories&manufacturerId=${wide.makerId}`,
    );
    expect(categories.json).toEqual({
      options: [{ id: 'Wide Things', name: 'Wide Things', count: FACET_TOP_N + 7, manufacturerId: null }],
      hasMore: false,
      capped: false,
    });
    expect(world.products.amp.id).toBeTruthy();
  });
});
