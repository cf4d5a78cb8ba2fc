import { type SQL, or, sql } from 'drizzle-orm';
import { productSearchWords as words } from '@/db/schema/product-search-words.ts';
import { products as p } from '@/db/schema/products.ts';
import { type Db, queryRows } from '@/db/database.ts';
import { estimatedRows } from '@/lib/db/counts.ts';

/**
 * Catalogue search: every word of the term must appear in the name, the SKU or the description,
 * in any order ("subwoofer 12" finds "12-inch Subwoofer"). Each word is `ILIKE '%word%'`, which
 * the trigram (pg_trgm GIN) indexes of migration 0002 answer; see decision 0007. A word of one or
 * two letters or digits ('12') has no trigram: it appears where a run of letters and digits starts
 * with it ("12-inch", "TS-12D4", not "W12" or "0051254"), looked up in the word-start index of
 * migration 0026 (decision 0065).
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

/** A word of one or two letters or digits: it matches at the start of a run of them (decision 0065). */
export const isShortWord = (word: string): boolean => /^[\p{L}\p{N}]{1,2}$/u.test(word);

/** A short word the word-start index holds: two characters (a run's first two are its keys). */
export const hasWordStartKey = (word: string): boolean => isShortWord(word) && [...word].length === 2;

/**
 * Whether a read of these filters finds the search's matches through an index (the trigram
 * indexes, or the word-start keys when they lead): then they are best found through it, wherever
 * they sit in the table (lib/db/bitmap-read.ts). A common short word alone is read in table order,
 * where its matches are soon found.
 */
export const searchIsIndexed = (filters: { search?: string | undefined }): boolean =>
  searchWords(filters.search).some(hasTrigram) || searchFormOf(filters) === 'short words lead';

/**
 * How a search's words are written.
 * - 'rows': tested on rows already at hand (a walk's), with nothing for an index to do.
 * - 'indexes': for a read whose rows an index finds: the words with trigrams through their trigram
 *   indexes; the short words are tested on the rows those find (or on every row).
 * - 'short words lead': the short words' keys find the rows, with the other words' trigrams in the
 *   same scan of products_search_keys_idx (shortWordsLead decides, when the keys are rare).
 */
export type SearchForm = 'rows' | 'indexes' | 'short words lead';

const searchColumns = [p.name, p.sku, p.description];

/*
 * The searched columns as one text, a blank between them (decision 0066): a word has no white
 * space, so where it is found in this text it is within one column, and one test answers for the
 * three ('subwoofer' on 11,000 rows: 12 ms, against 18 ms for three ILIKEs, each lower-casing the
 * pattern again on every row). Written two ways, the same text:
 */
/** As products_search_keys_idx indexes its trigrams (exactly so), for a word it looks up. */
const joinedText = sql`(${p.name} || ' ' || ${p.sku} || ' ' || coalesce(${p.description}, ''))`;
/**
 * As no index has it, for a test on rows at hand: the index would read every entry for a short
 * word's regular expression, which has no trigram to look up.
 */
const rowText = sql`concat_ws(' ', ${p.name}, ${p.sku}, ${p.description})`;

/** Where a run of letters and digits in one of the columns starts with the short word; no index. */
function wordStartSql(word: string): SQL {
  // The word is letters and digits only: nothing in it is special to a regular expression. The
  // blank between the columns is no letter or digit, so a column's first run starts after one.
  const pattern = `(^|[^[:alnum:]])${word}`;
  return sql`${rowText} ~* ${pattern}`;
}

/** The products whose word-start keys (products.word_starts) hold every one of `words`: exact. */
const wordStartKeysSql = (words: string[]): SQL =>
  sql`${p.wordStarts} @> array[${sql.join(
    words.map((word) => sql`lower(${word})`),
    sql`, `,
  )}]::text[]`;

/**
 * How a word (with trigrams, or none at all) is found in name, SKU or description, ignoring case:
 * - 'columns': each column's ILIKE, for the column's trigram index to look up;
 * - 'joined': an ILIKE of the joined text, for products_search_keys_idx to look up with the short
 *   words' keys in the same scan;
 * - 'rows': tested on the rows at hand, hidden from every index.
 */
type SubstringLookUp = 'columns' | 'joined' | 'rows';

function substringSql(word: string, lookUp: SubstringLookUp): SQL {
  // ILIKE compares lower() of both sides (a UTF-8 database), as strpos of lower() does. The name
  // first: lower() of the whole text is most of the test's cost (a 2,001-row facet walk: 2.3 of
  // 5 ms), and a walk in name order between a word's name bounds finds it in most names (0.4 ms).
  if (lookUp === 'rows')
    return sql`(strpos(lower(${p.name}), lower(${word})) > 0 or strpos(lower(${rowText}), lower(${word})) > 0)`;
  const pattern = `%${escapeLike(word)}%`;
  if (lookUp === 'joined') return sql`${joinedText} ilike ${pattern}`;
  return or(...searchColumns.map((column) => sql`${column} ilike ${pattern}`))!;
}

/** How `form` has a word with trigrams looked up (a word without is always tested on rows). */
const substringLookUp: Record<SearchForm, SubstringLookUp> = {
  rows: 'rows',
  indexes: 'columns',
  'short words lead': 'joined',
};

/** The AND of every word's condition, written for `form`; undefined when the term has no words. */
export function productSearchSql(search: string | undefined, form: SearchForm = 'indexes'): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const keyed = form === 'short words lead' ? words.filter(hasWordStartKey) : [];
  const keysLookUp = keyed.length > 0;
  const conditions = words.flatMap((word) => {
    if (keysLookUp && hasWordStartKey(word)) return [];
    if (isShortWord(word)) return [wordStartSql(word)];
    return [substringSql(word, hasTrigram(word) ? substringLookUp[form] : 'rows')];
  });
  if (keysLookUp) conditions.unshift(wordStartKeysSql(keyed));
  return sql.join(
    conditions.map((condition) => sql`(${condition})`),
    sql` and `,
  );
}

/**
 * Short words lead a search's index reads when their keys are held by at most this many products
 * (the planner's estimate): the index scan then skips through the other words' trigrams to the
 * keys' rows, where alone a broad word's lookup reads all of its rows (at 1M products, 'subwoofer'
 * is 167,000 rows and 50 ms; with '12', 1,900 rows and 1 ms). A short word more common than this ('th' in
 * every description) is tested on the rows the other words find instead, or alone on the rows in
 * table order, which soon holds 1,001 of them (3 ms at 1M, where its key's 1M rows took 70 ms).
 */
export const SHORT_WORDS_LEAD_ROWS = 20_000;

const leads = new WeakMap<object, Promise<boolean>>();
const settled = new WeakMap<object, boolean>();

/**
 * Whether the search's short words lead its index reads (SHORT_WORDS_LEAD_ROWS), decided once per
 * filters object as name-bounds.ts nameBoundsOf looks up its bounds; searchFormOf then answers it
 * for the statements built with those filters. Only asked when the search has short words with
 * keys.
 */
export function shortWordsLead(db: Db, filters: { search?: string | undefined }): Promise<boolean> {
  let decided = leads.get(filters);
  if (!decided) {
    const keyed = searchWords(filters.search).filter(hasWordStartKey);
    decided =
      keyed.length === 0
        ? Promise.resolve(false)
        : estimatedRows(db, sql`select 1 from ${p} where ${wordStartKeysSql(keyed)}`).then(
            (rows) => rows <= SHORT_WORDS_LEAD_ROWS,
          );
    leads.set(filters, decided);
    decided.then(
      (lead) => settled.set(filters, lead),
      () => leads.delete(filters),
    );
  }
  return decided;
}

/** The form a read of these filters writes its search in (shortWordsLead, once it has answered). */
export const searchFormOf = (filters: object): SearchForm =>
  settled.get(filters) ? 'short words lead' : 'indexes';

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
