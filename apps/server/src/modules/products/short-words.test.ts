import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '@/db/database.ts';
import { products } from '@/db/schema/products.ts';
import { readThroughBitmap } from '@/lib/db/bitmap-read.ts';
import { createTestDatabase } from '@/test/database.ts';
import { createProduct, createSeries } from '@/test/factories.ts';
import { searchFilters } from '@/test/products/search-filters.ts';
import { countProducts, countProductsCapped } from './count.ts';
import { listProductPage, listProductPageAndCount } from './list-page.ts';
import {
  type SearchForm,
  productSearchSql,
  searchFormOf,
  searchIsIndexed,
  shortWordsLead,
} from './search.ts';

/*
 * Search words of one or two letters or digits (decision 0065): they match where a run of letters
 * and digits starts with them, through the word-start index of migration 0026 or, on rows at hand,
 * a regular expression. Every way of writing them must find the same products.
 */

let database: Database;

/** [sku, name, description] of products whose text puts '12' and 'ts' in every kind of place. */
const CATALOGUE: [string, string, string | null][] = [
  ['SUB-A', 'Titan 12-inch Subwoofer', 'A sealed-box subwoofer.'],
  ['SUB-B', 'Nova Subwoofer', 'Dual 12 in. voice coils.'],
  ['SUB-C', 'Kicker CVR122 Subwoofer', 'Model 44CVR122, no twelve at a start.'],
  ['SUB-D', 'Pioneer TS-12D4 Subwoofer', null],
  ['SUB-E', '12" Shallow Subwoofer', 'Fits under a seat.'],
  ['AMP-F', 'Rogue Amplifier', 'Rated 1200 W RMS.'],
  ['AMP-G', 'Ember W12 Amplifier', 'Bridged (12V) output.'],
  ['WIRE-H', 'Copper Wire', 'Sold by the foot; 0012 gauge.'],
  ['SPK-I', 'Tweeter Set', 'Silk domes, ts series.'],
  ['121-J', 'Bass Knob', 'Remote level.'],
];

/** The rule itself, in plain TypeScript: a run of letters and digits in a column starts with every word. */
function expected(term: string): string[] {
  const words = term.toLowerCase().split(/\s+/u).filter(Boolean);
  // Every term here has words (an empty one lists everything, another path).
  expect(words.length).toBeGreaterThan(0);
  return CATALOGUE.filter(([sku, name, description]) => {
    const runs = [sku, name, description ?? ''].flatMap((column) =>
      [...column.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((m) => m[0]),
    );
    const text = [sku, name, description ?? ''].join(' ').toLowerCase();
    return words.every((word) =>
      /^[\p{L}\p{N}]{1,2}$/u.test(word) ? runs.some((run) => run.startsWith(word)) : text.includes(word),
    );
  })
    .map(([sku]) => sku)
    .sort();
}

/** The SKUs matching `term` as written in `form`, read as the list reads them (through an index where there is one). */
async function skusIn(term: string, form: SearchForm): Promise<string[]> {
  const rows = await readThroughBitmap<{ sku: string }>(
    database.db,
    sql`select ${products.sku} as sku from ${products} where ${productSearchSql(term, form)!} order by 1`,
  );
  return rows.map((row) => row.sku);
}

const filters = (search: string) => searchFilters(search);

beforeAll(async () => {
  database = await createTestDatabase();
  const { id: seriesId } = await createSeries(database.db);
  for (const [sku, name, description] of CATALOGUE)
    await createProduct(database.db, { seriesId, sku, name, description });
  await database.db.execute(sql`analyze ${products}`);
});
afterAll(async () => database.close());

const TERMS = [
  '12',
  'subwoofer 12',
  '12 subwoofer',
  'SUBWOOFER 12',
  'ts',
  'ts 12',
  'amplifier 12',
  '12 w',
  'w1',
  '12 v',
];

describe('a short word matches where a run of letters and digits starts with it', () => {
  it('finds the same products in every form, as the rule says', async () => {
    for (const term of TERMS) {
      const want = expected(term);
      for (const form of ['rows', 'indexes', 'short words lead'] as const)
        expect(await skusIn(term, form), `${term} (${form})`).toEqual(want);
    }
    // The rule, spelled out for '12': at a start, not inside a run ('CVR122', 'W12', '0012').
    expect(expected('12')).toEqual(['121-J', 'AMP-F', 'AMP-G', 'SUB-A', 'SUB-B', 'SUB-D', 'SUB-E']);
    expect(expected('subwoofer 12')).toEqual(['SUB-A', 'SUB-B', 'SUB-D', 'SUB-E']);
  });

  it('lists, pages and counts the same products as the rule', async () => {
    for (const term of TERMS) {
      const want = expected(term);
      const page = await listProductPage(database.db, filters(term), 'sku', 'asc', 50, null);
      expect(page.rows.map((row) => row.sku).sort(), term).toEqual(want);
      expect(await countProducts(database.db, filters(term)), term).toBe(want.length);
      expect(await countProductsCapped(database.db, filters(term)), term).toEqual({
        count: want.length,
        capped: false,
      });
      // By name too, which walks the name order from the words' bounds first.
      const byName = await listProductPage(database.db, filters(term), 'name', 'asc', 50, null);
      expect(byName.rows.map((row) => row.sku).sort(), `${term} by name`).toEqual(want);
      // As a list screen asks: when the short words lead, the page counts them itself.
      const counted = await listProductPageAndCount(database.db, filters(term), 'name', 'asc', 2, null);
      expect(counted.total, `${term} page and count`).toEqual({ count: want.length, capped: false });
      expect(counted.page.rows, `${term} page and count`).toEqual(
        (await listProductPage(database.db, filters(term), 'name', 'asc', 2, null)).rows,
      );
      for (const row of counted.page.rows) expect(row, term).not.toHaveProperty('matched');
    }
  });
});

describe('which words lead the index reads', () => {
  /** The plan of the search's rows as the capped count reads them (bitmap scans only). */
  async function planOf(condition: SQL): Promise<string> {
    const rows = await readThroughBitmap<{ 'QUERY PLAN': string }>(
      database.db,
      sql`explain select 1 from ${products} where ${condition} limit 1001`,
    );
    expect(rows.length).toBeGreaterThan(0);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it('looks short words up by their keys, and the other words up by their trigrams unless the keys lead', async () => {
    const alone = await planOf(productSearchSql('12', 'short words lead')!);
    expect(alone).toContain('products_search_keys_idx');
    expect(await planOf(productSearchSql('12', 'indexes')!)).not.toContain('products_search_keys_idx');

    const mixed = await planOf(productSearchSql('subwoofer 12', 'indexes')!);
    expect(mixed).not.toContain('products_search_keys_idx');
    expect(mixed).toContain('trgm_idx');

    // Both words in one scan of the one index.
    const led = await planOf(productSearchSql('subwoofer 12', 'short words lead')!);
    expect(led.match(/Index Scan on/g)).toEqual(['Index Scan on']);
    expect(led).toContain('Bitmap Index Scan on products_search_keys_idx');
    expect(led).not.toContain('trgm_idx');
  });

  it('lets rare short words lead, decided once per filters object', async () => {
    const mixed = filters('subwoofer 12');
    expect(searchFormOf(mixed)).toBe('indexes');
    // Ten products: any key is rarer than SHORT_WORDS_LEAD_ROWS.
    expect(await shortWordsLead(database.db, mixed)).toBe(true);
    expect(searchFormOf(mixed)).toBe('short words lead');
    expect(searchFormOf(filters('subwoofer 12'))).toBe('indexes');
    // A short word alone: read through its keys once they lead, else in table order.
    const alone = filters('12');
    expect(searchIsIndexed(alone)).toBe(false);
    expect(await shortWordsLead(database.db, alone)).toBe(true);
    expect(searchIsIndexed(alone)).toBe(true);
    // Nothing to decide without a short word with a key.
    expect(await shortWordsLead(database.db, filters('subwoofer'))).toBe(false);
    expect(await shortWordsLead(database.db, filters('subwoofer 1'))).toBe(false);
  });

  it('keeps the keys of a product in step with its writes', async () => {
    const keys = async (sku: string) => {
      const [row] = await queryRows<{ keys: string[] }>(
        database.db,
        sql`select ${products.wordStarts} as keys from ${products} where ${products.sku} = ${sku}`,
      );
      return row?.keys;
    };
    // Its own product, gone at the end: the other tests expect CATALOGUE alone.
    await createProduct(database.db, { sku: 'SUB-K', name: 'Pioneer TS-12D4 Subwoofer', description: null });
    try {
      expect(await keys('SUB-K')).toEqual(expect.arrayContaining(['pi', 'ts', '12', 'su']));
      expect(await keys('SUB-K')).not.toContain('d4');
      expect(await skusIn('ts 12', 'short words lead')).toContain('SUB-K');
      await database.db.execute(
        sql`update ${products} set name = 'Pioneer TS-W309 Subwoofer' where ${products.sku} = 'SUB-K'`,
      );
      for (const form of ['rows', 'short words lead'] as const) {
        expect(await skusIn('ts 12', form), form).not.toContain('SUB-K');
        expect(await skusIn('ts w3', form), form).toEqual(['SUB-K']);
      }
    } finally {
      await database.db.execute(sql`delete from ${products} where ${products.sku} = 'SUB-K'`);
    }
  });
});
