import { type SQL, or, sql } from 'drizzle-orm';
import { productSearchWords as words } from '@/db/schema/product-search-words.ts';
import { products as p } from '@/db/schema/products.ts';
import { type Db, queryRows } from '@/db/database.ts';

/**
 * Catalogue search: every word of the term must appear in the name, the SKU or the description,
 * in any order ("subwoofer 12" finds "12-inch Subwoofer"). Each word is `ILIKE '%word%'`, which
 * the trigram (pg_trgm GIN) indexes of migration 0002 answer; see decision 0007.
 */

/** Words beyond this many are ignored: each is one more index lookup and they rarely narrow further. */
export const MAX_SEARCH_WORDS = 8;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The distinct words of a search term (case-insensitive), at most MAX_SEARCH_WORDS. */
export function searchWords(search: string | undefined): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of (search ?? '').split(/\s+/u)) {
    const key = word.toLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return words;
}

/**
 * Whether pg_trgm can take a trigram out of `%word%`. It splits the pattern into runs of letters
 * and digits, padding a run with two blanks before it and one after it where the run ends at a
 * character that is not a wildcard: "subwoofer" and "ST-60" ("st ") give trigrams, "12" and "%"
 * give none. A word without one would make the GIN index read every entry, so it is only tested
 * on the rows the other words found (or, alone, on every row).
 */
export function hasTrigram(word: string): boolean {
  for (const run of word.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = run.index;
    const end = start + run[0].length;
    const length = [...run[0]].length + (start > 0 ? 2 : 0) + (end < word.length ? 1 : 0);
    if (length >= 3) return true;
  }
  return false;
}

/**
 * Whether the search has a word the trigram indexes can look up: then its matches are best found
 * through them, wherever they sit in the table (lib/db/bitmap-read.ts).
 */
export const searchIsIndexed = (search: string | undefined): boolean => searchWords(search).some(hasTrigram);

/** One word on name, SKU or description; a word without trigrams is hidden from the indexes. */
function wordSql(word: string): SQL {
  const pattern = `%${escapeLike(word)}%`;
  const columns = [p.name, p.sku, p.description];
  const indexed = hasTrigram(word);
  return or(
    ...columns.map((column) =>
      indexed ? sql`${column} ilike ${pattern}` : sql`(${column} || '') ilike ${pattern}`,
    ),
  )!;
}

/** The AND of every word's condition, or undefined when the term has no words. */
export function productSearchSql(search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((w) => sql`(${wordSql(w)})`),
    sql` and `,
  );
}

/** Where a search's matches can sort by name (decision 0063): between `first` and `last`, or nowhere. */
export type NameBounds = { first: string; last: string } | 'no match';

/**
 * The search's name bounds from product_search_words: each word bounds the products holding it, so
 * a product matching every word lies within every word's bounds. 'no match' when a word is in no
 * product's text; null when no word has trigrams to look its bounds up with ('12'). One statement,
 * one index lookup per word; the walks then take the bounds as values, which the planner can weigh.
 */
export async function lookUpNameBounds(db: Db, search: string | undefined): Promise<NameBounds | null> {
  const indexed = searchWords(search).filter(hasTrigram);
  if (indexed.length === 0) return null;
  // The greatest first bound and the least last bound, compared in SQL (the names' collation);
  // a word without bounds makes both NULL.
  const [row] = await queryRows<{ first: string | null; last: string | null }>(
    db,
    sql`select case when count(*) = count(bounds.first) then max(bounds.first) end as first,
               case when count(*) = count(bounds.last) then min(bounds.last) end as last
        from unnest(${sql.param(indexed.map((word) => `%${escapeLike(word)}%`))}::text[]) as pattern,
        lateral (select min(${words.firstName}) as first, max(${words.lastName}) as last
                 from ${words} where ${words.word} ilike pattern) as bounds`,
  );
  if (!row || row.first === null || row.last === null) return 'no match';
  return { first: row.first, last: row.last };
}
