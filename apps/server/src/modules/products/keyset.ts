import { type Placeholder, type SQL, and, sql } from 'drizzle-orm';
import type { ProductFilters, ProductSort, SortOrder } from '@crossover/domain/catalog';
import { products as p } from '@/db/schema/products.ts';
import { type FilterValues, productFilterSql } from './repo.ts';
import { escapeLike, searchWords } from './search.ts';

/*
 * The product list's sort orders as key tuples, their opaque cursors, and the keyset pieces (filter
 * and cursor condition, ORDER BY, key columns) the list and the CSV export build on (decision 0046).
 */

export type KeyType = 'text' | 'numeric' | 'boolean' | 'timestamptz';
export interface SortKey {
  expr: SQL;
  type: KeyType;
  /** No two products share this key: the ORDER BY stops after it (its index then serves alone). */
  unique?: true;
}
export const lowerName = { expr: sql`lower(${p.name})`, type: 'text' } as const;
export const idKey = { expr: sql`${p.id}`, type: 'text' } as const;

/**
 * Relevance for a search: the SKU equal to the term (ignoring case), then SKUs starting with it, then
 * the rest; by name within each. Without a search every product ranks alike: the name order.
 */
function relevanceRank(search: string | undefined): SQL {
  const term = (search ?? '').trim().toLowerCase();
  // Cast: a bare integer in ORDER BY would mean "the second column".
  if (!term) return sql`2::integer`;
  return sql`(case when lower(${p.sku}) = ${term} then 0 when lower(${p.sku}) like ${`${escapeLike(term)}%`} then 1 else 2 end)`;
}

/**
 * Each sort is a key tuple ending in the id; the indexes in schema/products.ts follow these (the
 * index test in products-indexes.test.ts names which one serves each).
 */
export function sortKeys(sort: ProductSort, search?: string): SortKey[] {
  switch (sort) {
    case 'subcategory':
      return [{ expr: sql`coalesce(lower(${p.subcategory}), '')`, type: 'text' }, lowerName, idKey];
    case 'category':
      return [{ expr: sql`coalesce(lower(${p.category}), '')`, type: 'text' }, lowerName, idKey];
    case 'name':
      return [lowerName, idKey];
    case 'sku':
      return [{ expr: sql`lower(${p.sku})`, type: 'text', unique: true }, idKey];
    case 'price':
      // MAP, else MSRP; unpriced products last.
      return [{ expr: sql`coalesce(${p.mapPrice}, ${p.retailPrice}, 100000000)`, type: 'numeric' }, idKey];
    case 'manufacturer':
      // The copied name (kept in step by triggers) sorts exactly as lower(organizations.name) did.
      return [{ expr: sql`lower(${p.manufacturerName})`, type: 'text' }, lowerName, idKey];
    case 'isActive':
      return [{ expr: sql`${p.isActive}`, type: 'boolean' }, lowerName, idKey];
    case 'createdAt':
      return [{ expr: sql`${p.createdAt}`, type: 'timestamptz' }, idKey];
    case 'relevance':
      return [{ expr: relevanceRank(search), type: 'numeric' }, lowerName, idKey];
  }
}

/**
 * The same key, hidden from index matching. With a search term PostgreSQL should collect the
 * matches from the trigram indexes and sort only those; seeing a sort index it may instead walk
 * that index and test row after row, reading the whole table when the matches sort late or there
 * are none. (None of these rewrites changes the order.) The walk it would take is taken on purpose,
 * bounded, by walkedPage below.
 */
function opaqueToIndexes(key: SortKey): SortKey {
  switch (key.type) {
    case 'text':
      return { ...key, expr: sql`(${key.expr} || '')` };
    case 'numeric':
      return { ...key, expr: sql`(${key.expr} + 0)` };
    case 'timestamptz':
      return { ...key, expr: sql`(${key.expr} + interval '0 seconds')` };
    case 'boolean':
      return { ...key, expr: sql`((${key.expr}) is true)` };
  }
}

function sortKeysFor(sort: ProductSort, filters: Pick<ProductFilters, 'search'>): SortKey[] {
  const keys = sortKeys(sort, filters.search);
  return searchWords(filters.search).length > 0 ? keys.map(opaqueToIndexes) : keys;
}

/** What a cursor value must look like for its key, so a foreign cursor is a 400, not a cast error. */
const CURSOR_VALUE: Record<KeyType, RegExp> = {
  // Anything PostgreSQL can hold as text: no NUL, no lone surrogate.
  // eslint-disable-next-line no-control-regex -- NUL is what is refused
  text: /^(?:[^\u0000\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/,
  numeric: /^-?\d{1,20}(\.\d{1,10})?$/,
  boolean: /^(true|false)$/,
  timestamptz: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/,
};

/** The regex lets 2026-02-30, year 0 or +16:00 through; PostgreSQL answers those with an error. */
function isRealTimestamp(value: string): boolean {
  const parts =
    /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[+-](\d{2}):?(\d{2})?|Z)?$/.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  const sameDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
  const offsetOk =
    parts[7] === undefined || (offsetHours! <= 15 && (parts[8] === undefined || offsetMinutes! <= 59));
  return year! >= 1000 && sameDay && hour! <= 23 && minute! <= 59 && second! <= 59 && offsetOk;
}

export function encodeCursor(values: string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** Null when the cursor is malformed or does not fit the sort. */
export function decodeCursor(cursor: string, sort: ProductSort): string[] | null {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const keys = sortKeys(sort);
    if (!Array.isArray(values) || values.length !== keys.length) return null;
    const fits = values.every(
      (v, i) =>
        typeof v === 'string' &&
        v.length <= 1000 &&
        CURSOR_VALUE[keys[i]!.type].test(v) &&
        (keys[i]!.type !== 'timestamptz' || isRealTimestamp(v)),
    );
    return fits ? (values as string[]) : null;
  } catch {
    return null;
  }
}

/** A cursor's value, or the placeholder standing for it in a prepared statement. */
export type KeyValue = string | Placeholder;

const castKey = (value: KeyValue, type: KeyType): SQL => {
  switch (type) {
    case 'numeric':
      return sql`${value}::numeric`;
    case 'boolean':
      return sql`${value}::boolean`;
    case 'timestamptz':
      return sql`${value}::timestamptz`;
    default:
      return sql`${value}::text`;
  }
};

/**
 * The pieces of a keyset page query for a sort: the filter and cursor condition, the ORDER BY, and
 * the sort key values as text columns (k0, k1…) from which the next cursor is read. The list and
 * the CSV export select their own columns around the same pieces.
 */
export function keysetQuery(
  filters: FilterValues,
  sort: ProductSort,
  order: SortOrder,
  after: readonly KeyValue[] | null,
) {
  return keysetOver(sortKeysFor(sort, filters), productFilterSql(filters), order, after);
}

export function keysetOver(
  keys: SortKey[],
  filter: SQL | undefined,
  order: SortOrder,
  after: readonly KeyValue[] | null,
) {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const tuple = sql.join(
    keys.map((k) => k.expr),
    sql`, `,
  );
  const values = after?.map((value, i) => castKey(value, keys[i]!.type));
  // The row comparison is no index condition on an index of the first key alone (the SKU sort's);
  // the bound on the first key, which the comparison implies, is.
  const keyset = values
    ? sql`${keys[0]!.expr} ${order === 'asc' ? sql`>=` : sql`<=`} ${values[0]} and (${tuple}) ${
        order === 'asc' ? sql`>` : sql`<`
      } (${sql.join(values, sql`, `)})`
    : undefined;
  const uniqueAt = keys.findIndex((k) => k.unique);
  const ordered = uniqueAt < 0 ? keys : keys.slice(0, uniqueAt + 1);
  return {
    where: and(filter, keyset),
    orderBy: ordered.map((k) => sql`${k.expr} ${direction}`),
    keyColumns: Object.fromEntries(keys.map((k, i) => [`k${i}`, sql<string>`(${k.expr})::text`])),
    /** The cursor after a row selected with keyColumns. */
    cursorOf: (row: Record<string, unknown>): string[] => keys.map((_, i) => String(row[`k${i}`])),
    /** The picked rows' sort key columns (s0, s1…) and their ORDER BY, for a query over a page. */
    sortColumns: sql.join(
      keys.map((k, i) => sql`${k.expr} as ${sql.identifier(`s${i}`)}`),
      sql`, `,
    ),
    sortColumnsOrder: sql.join(
      ordered.map((_, i) => sql`${sql.identifier(`s${i}`)} ${direction}`),
      sql`, `,
    ),
    keys,
    direction,
  };
}

export type Keyset = ReturnType<typeof keysetOver>;
