import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '@crossover/domain/counts';
import { type Database, queryRows } from '@/db/database.ts';
import { products } from '@/db/schema/products.ts';
import { createTestDatabase } from '@/test/database.ts';
import { createProduct, createSeries } from '@/test/factories.ts';
import { referencePage } from '@/test/products/list-reference.ts';
import { searchFilters } from '@/test/products/search-filters.ts';
import { countProducts, countProductsCapped } from './count.ts';
import { productFacets } from './facets.ts';
import { listProductPage } from './list-page.ts';

/*
 * The words' name bounds (decision 0063): kept by the triggers of migration 0024 on every write,
 * and the search walks and counts that start from them.
 */

let database: Database;
let seriesId: string;

const filters = searchFilters;

/** A word's bounds as searches read them: the least first and greatest last name over its rows. */
async function boundsOf(word: string) {
  const [row] = await queryRows<{ first: string | null; last: string | null }>(
    database.db,
    sql`select min(first_name) as first, max(last_name) as last from product_search_words where word = ${word}`,
  );
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
  seriesId = (await createSeries(database.db)).id;
});
afterAll(async () => database.close());

describe('the words of the catalogue and where they sort', () => {
  it("holds every word of a new product's name, SKU and description, bounded by its name", async () => {
    await createProduct(database.db, {
      seriesId,
      name: 'Mango  MG-7\tAmplifier',
      sku: 'MNG-0007',
      description: 'Five channels.\nBridgeable.',
    });
    for (const word of ['mango', 'mg-7', 'amplifier', 'mng-0007', 'five', 'channels.', 'bridgeable.'])
      expect((await boundsOf(word))?.first, word).toBe('mango  mg-7\tamplifier');
    expect(await boundsOf('')).toEqual({ first: null, last: null });
  });

  it('widens the bounds on a rename and a new SKU; other writes add nothing', async () => {
    const product = await createProduct(database.db, { seriesId, name: 'Quartz Q1 Speaker', sku: 'QTZ-1' });
    const [{ n: before } = { n: 0 }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from product_search_words`,
    );
    await database.db.update(products).set({ mapPrice: '10.00' }).where(eq(products.id, product.id));
    const [{ n: after } = { n: 0 }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from product_search_words`,
    );
    expect(after).toBe(before);

    await database.db
      .update(products)
      .set({ name: 'Aardvark Q1 Speaker', sku: 'QTZ-1B' })
      .where(eq(products.id, product.id));
    expect(await boundsOf('speaker')).toMatchObject({ first: 'aardvark q1 speaker' });
    expect(await boundsOf('qtz-1b')).toEqual({ first: 'aardvark q1 speaker', last: 'aardvark q1 speaker' });
    // The old name's bounds stay: looser, never too narrow.
    expect(await boundsOf('quartz')).toEqual({ first: 'quartz q1 speaker', last: 'quartz q1 speaker' });
  });

  it('looks each written word up through the word btree, not the trigram index (migration 0025)', async () => {
    // The trigger's lookup, planned as the trigger plans it: with bitmap scans off (the function's
    // own setting). Sequential scans are off too, standing in for a table of millions of words,
    // which this small database cannot make the planner see.
    const [config] = await queryRows<{ settings: string[] | null }>(
      database.db,
      sql`select proconfig as settings from pg_proc where proname = 'product_search_words_add'`,
    );
    expect(config?.settings).toContain('enable_bitmapscan=off');
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('enable_bitmapscan', 'off', true)`);
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain (costs off) select 1 from product_search_words s where s.word = ${'speaker'}
            having min(s.first_name) <= ${'a'} and max(s.last_name) >= ${'z'}`,
      );
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('product_search_words_word_idx');
    expect(text).not.toContain('trgm');
  });
});

describe('a search from its words’ bounds', () => {
  beforeAll(async () => {
    // More matches than the cap, all sorting after every other product by name.
    await database.db.execute(sql`
      insert into products (name, sku, series_id, manufacturer_id, category, status, is_active)
      select 'Zulu ZU-' || lpad(g::text, 5, '0') || ' Subwoofer', 'ZULU-' || g, s.id, s.manufacturer_id,
             case when g <= 40 then 'Speakers' else 'Subwoofers' end, 'active', true
      from generate_series(1, ${COUNT_CAP + 60}) as g, product_series s where s.id = ${seriesId}`);
    await database.db.execute(sql`analyze products`);
  });

  it('pages a word that sorts last as the reference does, from a walk of 5 rows', async () => {
    for (const [search, order] of [
      ['zulu', 'asc'],
      ['ZU-0004', 'asc'],
      ['zulu', 'desc'],
      ['mango', 'desc'],
      // Two rows of bounds (a rename widened them): the least first bound counts.
      ['speaker', 'asc'],
      ['speaker', 'desc'],
    ] as const) {
      const actual = await listProductPage(database.db, filters(search), 'name', order, 7, null, 5);
      const expected = await referencePage(database.db, filters(search), 'name', order, 7, null);
      expect(actual.rows.length, search).toBeGreaterThan(0);
      expect(actual.rows.map((r) => r.id)).toEqual(expected.rows.map((r) => r.id));
      expect(actual.nextCursor).toEqual(expected.nextCursor);
    }
  });

  it('answers no product, and a count of 0, for a word in no product', async () => {
    expect((await listProductPage(database.db, filters('xylophone'), 'name', 'asc', 7, null)).rows).toEqual(
      [],
    );
    expect(await countProductsCapped(database.db, filters('xylophone'))).toEqual({ count: 0, capped: false });
    expect(await countProductsCapped(database.db, filters('zulu xylophone'))).toEqual({
      count: 0,
      capped: false,
    });
  });

  it('counts to the cap, and exactly below it, as the exact count does', async () => {
    expect(await countProductsCapped(database.db, filters('zulu'))).toEqual({
      count: COUNT_CAP,
      capped: true,
    });
    for (const [search, set] of [
      ['zulu', { category: 'Speakers' }],
      ['zulu subwoofer', { category: 'Speakers' }],
      ['ZU-001', {}],
      ['mango', {}],
      ['speaker', {}],
    ] as const) {
      const exact = await countProducts(database.db, filters(search, set));
      expect(exact, search).toBeGreaterThan(0);
      expect(await countProductsCapped(database.db, filters(search, set)), search).toEqual({
        count: exact,
        capped: false,
      });
    }
  });

  it('counts the facets of a search between its bounds as the matches are', async () => {
    // 1,060 'zulu' products, under the scan cap: every one counted, exactly.
    const facets = await productFacets(database.db, filters('zulu', { category: 'Speakers' }));
    expect(facets.capped).toBe(false);
    expect(facets.categories).toEqual([
      { value: 'Speakers', count: 40 },
      { value: 'Subwoofers', count: COUNT_CAP + 20 },
    ]);
    expect(facets.statuses).toEqual([{ value: 'active', count: 40 }]);
    // Two words: the later first bound ('zulu', not 'subwoofer') is where the walk starts.
    const subwoofers = await productFacets(database.db, filters('zulu subwoofer'));
    expect(subwoofers.categories).toEqual([
      { value: 'Speakers', count: 40 },
      { value: 'Subwoofers', count: COUNT_CAP + 20 },
    ]);
    // ZU-00004 and ZU-00040…49 hold '0004'; ZU-00005…39, between them by name, do not, and
    // their categories are no option: one of them the only product in its category.
    await database.db.update(products).set({ category: 'Grilles' }).where(eq(products.sku, 'ZULU-20'));
    const expected = await queryRows<{ value: string; count: number }>(
      database.db,
      sql`select category as value, count(*)::int as count from products
          where name ilike '%0004%' or sku ilike '%0004%' or description ilike '%0004%' group by 1 order by 1`,
    );
    expect(expected.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(10);
    expect((await productFacets(database.db, filters('0004'))).categories).toEqual(expected);
  });
});
