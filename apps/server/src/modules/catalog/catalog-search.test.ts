import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductFacets, ProductListResponse } from '@crossover/domain/catalog';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { createProduct, createSeries, createUser } from '@/test/factories.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: 'admin', authType: 'oidc' });
  cookie = await sessionCookie(t, admin.id);
  const series = await createSeries(t.db, { name: 'Search Series' });
  const product = (sku: string, name: string, description: string) =>
    createProduct(t.db, { seriesId: series.id, sku, name, description });
  await product('SUB-A', 'Titan 12-inch Subwoofer', 'A sealed-box subwoofer.');
  await product('SUB-B', 'Nova Subwoofer', 'Dual 12 in. voice coils.');
  await product('SUB-C', 'Titan 10-inch Subwoofer', 'A ported subwoofer.');
  await product('AMP-D', 'Rogue 12 V Amplifier', 'Four channels.');
  await product('SUB-G', 'Kicker CVR122 Subwoofer', 'Model 44CVR122.');
  await product('WIRE-E', 'Copper Wire 100% OFC', 'Pure copper.');
  await product('WIRE-F', 'Wire_Kit Pro', 'Every connector.');
});
afterAll(async () => {
  await t.close();
});

const search = async (term: string, extra = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products?sort=sku&search=${encodeURIComponent(term)}${extra}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as ProductListResponse;
  if (!extra) expect(page.totalCount).toBe(page.products.length);
  return page.products.map((p) => p.sku);
};

describe('catalogue search by words', () => {
  it('finds products where every word matches name, SKU or description, in any order', async () => {
    expect(await search('subwoofer 12')).toEqual(['SUB-A', 'SUB-B']);
    expect(await search('12 subwoofer')).toEqual(['SUB-A', 'SUB-B']);
    expect(await search('  SUBWOOFER   12 ')).toEqual(['SUB-A', 'SUB-B']);
    // One word on the name, the other on the SKU.
    expect(await search('titan sub-c')).toEqual(['SUB-C']);
    // A word of one or two letters or digits matches at the start of a run of them, not inside
    // one (decision 0065); a longer word anywhere.
    expect(await search('cvr122')).toEqual(['SUB-G']);
  });

  it('finds nothing when one word matches nothing', async () => {
    expect(await search('subwoofer 12 zebra')).toEqual([]);
    expect(await search('zebra')).toEqual([]);
  });

  it('answers a search of only short words (no trigram) by reading the rows', async () => {
    expect(await search('12')).toEqual(['AMP-D', 'SUB-A', 'SUB-B']);
    // "12 V Amplifier" and "12 in. voice coils"; the 12-inch subwoofer has no v.
    expect(await search('12 v')).toEqual(['AMP-D', 'SUB-B']);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(await search('%')).toEqual(['WIRE-E']);
    expect(await search('100%')).toEqual(['WIRE-E']);
    expect(await search('_')).toEqual(['WIRE-F']);
    expect(await search('wire_kit')).toEqual(['WIRE-F']);
    expect(await search('\\')).toEqual([]);
  });

  it('pages the matches with a cursor', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products?sort=sku&limit=1&search=subwoofer%2012',
      headers: { cookie },
    });
    const first = response.json() as ProductListResponse;
    expect(first.products.map((p) => p.sku)).toEqual(['SUB-A']);
    expect(first.nextCursor).toBeTruthy();
    expect(await search('subwoofer 12', `&limit=1&cursor=${first.nextCursor}`)).toEqual(['SUB-B']);
  });

  it('counts facets over the same matches', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products/facets?search=12%20subwoofer',
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const facets = response.json() as ProductFacets;
    expect(facets.statuses).toEqual([{ value: 'active', count: 2 }]);
  });
});
