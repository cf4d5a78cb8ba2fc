import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, type ProductSort, SORT_ORDERS, type SortOrder } from '@crossover/domain/catalog';
import type { Database } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productVehicles } from '@/db/schema/product-vehicles.ts';
import { products } from '@/db/schema/products.ts';
import { vehicles } from '@/db/schema/vehicles.ts';
import { createTestDatabase } from '@/test/database.ts';
import { createOrganization, createProduct, createSeries } from '@/test/factories.ts';
import { referencePage } from '@/test/products/list-reference.ts';
import { countProducts, countProductsCapped } from './count.ts';
import { type ProductPage, listProductPage } from './list-page.ts';
import {
  MAX_PREPARED_SHAPES,
  forgetPreparedShapes,
  preparable,
  preparedShapeCount,
} from './list-statements.ts';
import type { ProductQueryFilters } from './repo.ts';

/*
 * The list query of issue 18 (bounded walks, names joined after the page, the copied manufacturer
 * name, the SKU sort on its unique index) against the query it replaced (list-reference.ts), on a
 * catalogue built to tie every sort key: every filter, every sort, both orders, paged with cursors.
 */

let database: Database;
const ids: Record<string, string> = {};
/** A small deterministic generator, so a failure can be replayed. */
let seed = 18;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  // Manufacturer names are unique ignoring case; the product names tie within each.
  const makers = await Promise.all(
    ['Titan Audio', 'acme', 'Acme Works', 'Zeta Sound'].map((name) =>
      createOrganization(db, { name, type: 'manufacturer' }),
    ),
  );
  ids.titan = makers[0]!.id;
  ids.acme = makers[1]!.id;
  const series = [];
  for (const maker of makers)
    for (const name of ['One', 'Two'])
      series.push(await createSeries(db, { manufacturerId: maker.id, name }));
  ids.series = series[3]!.id;
  const names = ['Titan', 'titanium', 'Nova', 'Rogue', 'Apex', 'NOVA'];
  const kinds = ['Subwoofer', '12-inch Subwoofer', 'Amplifier', 'Speaker', 'Sub_Woofer Kit'];
  const descriptions = [
    null,
    'Dual 12 in. voice coils.',
    'A sealed-box subwoofer.',
    '100% copper.',
    'Four channels.',
  ];
  const categories = ['Amplifiers', 'Speakers', 'amplifiers', null, ''];
  const subcategories = ['Subwoofers', 'subwoofers', 'Mono Amplifiers', null, ''];
  const prices = [null, '99.00', '150.00', '150.00', '1200.00'];
  const times = [
    '2026-01-01T00:00:00Z',
    '2026-02-01T00:00:00Z',
    '2026-02-01T00:00:00Z',
    '2026-03-05T10:00:00Z',
  ];
  const skus = ['TITAN', 'TITAN-1', 'titan-2', 'TI-', '12-', 'X12', 'AB'];
  for (let n = 0; n < 120; n += 1) {
    const s = pick(series);
    await createProduct(db, {
      seriesId: s.id,
      manufacturerId: s.manufacturerId,
      // Few distinct names: the name key ties often and the id decides.
      name: `${pick(names)} ${pick(kinds)}${n % 3 === 0 ? '' : ` ${n % 7}`}`,
      sku: n < skus.length ? skus[n]! : `${pick(['SKU', 'TI', 'AB'])}-${String(n).padStart(3, '0')}`,
      description: pick(descriptions),
      category: pick(categories),
      subcategory: pick(subcategories),
      mapPrice: pick(prices),
      retailPrice: pick(prices),
      isActive: random() < 0.8,
      status: random() < 0.85 ? 'active' : 'discontinued',
      createdAt: new Date(pick(times)),
    });
  }
  const [vehicle] = await db
    .insert(vehicles)
    .values({ yearStart: 2015, yearEnd: 2020, make: 'Ford', model: 'F-150' })
    .returning();
  const linked = await db.select({ id: products.id }).from(products).limit(40);
  await db
    .insert(productVehicles)
    .values(linked.map(({ id }) => ({ productId: id, vehicleId: vehicle!.id })));
});
afterAll(async () => {
  await database.close();
});

/** Filters as the route hands them over: every field present, unset ones undefined. */
const filtersOf = (set: Partial<ProductQueryFilters>): ProductQueryFilters => ({
  search: undefined,
  status: 'active',
  category: undefined,
  subcategory: undefined,
  manufacturerId: undefined,
  seriesId: undefined,
  ...set,
});

const filterSets: [string, () => Partial<ProductQueryFilters>][] = [
  ['active (default)', () => ({ status: 'active' })],
  ['all', () => ({ status: 'all' })],
  ['inactive', () => ({ status: 'inactive' })],
  ['discontinued', () => ({ status: 'discontinued' })],
  ['a partner', () => ({ status: 'all', listedOnly: true })],
  ['category', () => ({ status: 'all', category: 'Amplifiers' })],
  ['subcategory', () => ({ status: 'all', subcategory: 'Subwoofers' })],
  ['manufacturer', () => ({ status: 'all', manufacturerId: ids.acme })],
  ['series', () => ({ status: 'all', seriesId: ids.series })],
  ['fitment', () => ({ status: 'all', fitMake: 'ford', fitYear: 2018 })],
  ['search titan', () => ({ status: 'all', search: 'titan' })],
  ['search subwoofer 12', () => ({ status: 'all', search: 'subwoofer 12' })],
  ['search 12', () => ({ status: 'all', search: '12' })],
  ['search TI (SKU prefix)', () => ({ status: 'all', search: 'TI' })],
  ['search 100% (a wildcard)', () => ({ status: 'all', search: '100%' })],
  ['search sub_woofer', () => ({ status: 'all', search: 'sub_woofer' })],
  ['search and filters', () => ({ status: 'active', search: 'titan', manufacturerId: ids.titan })],
  ['search a partner', () => ({ status: 'all', listedOnly: true, search: 'Subwoofer 12' })],
];

/** Every page's ids and cursor, the new query then the reference, for one filter, sort and order. */
async function pageThrough(
  filters: ProductQueryFilters,
  sort: ProductSort,
  order: SortOrder,
  walkRows: number | undefined,
) {
  const pages: { ids: string[]; cursor: string[] | null }[][] = [[], []];
  for (const [side, list] of [
    [0, (after: string[] | null) => listProductPage(database.db, filters, sort, order, 7, after, walkRows)],
    [1, (after: string[] | null) => referencePage(database.db, filters, sort, order, 7, after)],
  ] as const) {
    let after: string[] | null = null;
    do {
      const page: ProductPage = await list(after);
      pages[side]!.push({ ids: page.rows.map((r) => r.id), cursor: page.nextCursor });
      after = page.nextCursor;
    } while (after && pages[side]!.length < 50);
  }
  return { actual: pages[0]!, expected: pages[1]! };
}

describe('the list query against the one it replaced', () => {
  for (const [label, set] of filterSets)
    it(`${label}: same ids in the same order, page by page, for every sort and order`, async () => {
      const filters = filtersOf(set());
      // Without a search or a vehicle the pages come from statements prepared per shape: every
      // shape of this filter is prepared (they are fewer than MAX_PREPARED_SHAPES).
      forgetPreparedShapes(database.db);
      // A search is also run with a walk of 5 rows: short walks fall back, long ones fill the page.
      const walks = filters.search ? [undefined, 5] : [undefined];
      let compared = 0;
      for (const sort of PRODUCT_SORTS)
        for (const order of SORT_ORDERS)
          for (const walkRows of walks) {
            const { actual, expected } = await pageThrough(filters, sort, order, walkRows);
            expect(actual, `${sort} ${order} walk ${walkRows ?? 'default'}`).toEqual(expected);
            compared += expected.flatMap((page) => page.ids).length;
          }
      expect(compared).toBeGreaterThan(0);
      expect(preparedShapeCount(database.db)).toBe(preparable(filters) ? PRODUCT_SORTS.length * 2 * 2 : 0);
    });

  it('answers past MAX_PREPARED_SHAPES with statements built per request, the same pages', async () => {
    forgetPreparedShapes(database.db);
    let compared = 0;
    // The first two pages (without a cursor, then with one) of each: two shapes a combination.
    for (const status of ['active', 'all', 'inactive', 'discontinued'] as const)
      for (const listedOnly of [false, true])
        for (const sort of PRODUCT_SORTS)
          for (const order of SORT_ORDERS) {
            const filters = filtersOf({ status, listedOnly });
            const first = await listProductPage(database.db, filters, sort, order, 7, null);
            const second = await listProductPage(database.db, filters, sort, order, 7, first.nextCursor);
            const expected = await referencePage(database.db, filters, sort, order, 7, null);
            const expectedSecond = await referencePage(
              database.db,
              filters,
              sort,
              order,
              7,
              expected.nextCursor,
            );
            const ids = (page: ProductPage) => page.rows.map((row) => row.id);
            expect([ids(first), ids(second)], `${status} ${listedOnly} ${sort} ${order}`).toEqual([
              ids(expected),
              ids(expectedSecond),
            ]);
            compared += ids(expected).length;
          }
    expect(compared).toBeGreaterThan(0);
    // 4 × 2 × 10 × 2 combinations, each with and without a cursor, were asked for.
    expect(preparedShapeCount(database.db)).toBe(MAX_PREPARED_SHAPES);
  });

  it('counts to the cap through prepared statements as the exact count does', async () => {
    forgetPreparedShapes(database.db);
    let counted = 0;
    for (const [label, set] of filterSets) {
      const filters = filtersOf(set());
      const exact = await countProducts(database.db, filters);
      expect(await countProductsCapped(database.db, filters), label).toEqual({ count: exact, capped: false });
      counted += exact;
    }
    expect(counted).toBeGreaterThan(0);
    expect(preparedShapeCount(database.db)).toBeGreaterThan(0);
  });

  it('finds the exact SKU first, then SKU prefixes, then by name (relevance)', async () => {
    const page: ProductPage = await listProductPage(
      database.db,
      filtersOf({ status: 'all', search: 'titan' }),
      'relevance',
      'asc',
      5,
      null,
    );
    const skus = page.rows.map((r) => r.sku.toLowerCase());
    expect(skus[0]).toBe('titan');
    expect(skus.slice(1, 3).sort()).toEqual(['titan-1', 'titan-2']);
  });
});

describe('the copied manufacturer name', () => {
  const copied = async (productId: string) =>
    (await database.db.select().from(products).where(eq(products.id, productId)))[0]!.manufacturerName;

  it('is set on insert, follows a change of manufacturer and a rename, and ignores a direct write', async () => {
    const db = database.db;
    const maker = await createOrganization(db, { name: 'Before Rename', type: 'manufacturer' });
    const product = await createProduct(db, { manufacturerId: maker.id });
    expect(await copied(product.id)).toBe('Before Rename');

    await db.update(organizations).set({ name: 'After Rename' }).where(eq(organizations.id, maker.id));
    expect(await copied(product.id)).toBe('After Rename');

    const other = await createSeries(db, { manufacturerId: ids.acme });
    await db
      .update(products)
      .set({ manufacturerId: ids.acme, seriesId: other.id })
      .where(eq(products.id, product.id));
    expect(await copied(product.id)).toBe('acme');

    await db.update(products).set({ manufacturerName: 'Forged' }).where(eq(products.id, product.id));
    expect(await copied(product.id)).toBe('acme');
  });

  it('sorts as the organization names do after renames', async () => {
    await database.db
      .update(organizations)
      .set({ name: 'aaa first' })
      .where(eq(organizations.id, ids.titan!));
    for (const order of SORT_ORDERS) {
      const { actual, expected } = await pageThrough(
        filtersOf({ status: 'all' }),
        'manufacturer',
        order,
        undefined,
      );
      expect(expected.flatMap((page) => page.ids).length).toBeGreaterThan(0);
      expect(actual).toEqual(expected);
    }
  });
});
