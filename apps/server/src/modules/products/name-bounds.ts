import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { products as p } from '@/db/schema/products.ts';
import { lowerName } from './keyset.ts';
import { type FacetName, type ProductQueryFilters, productFilterSql } from './repo.ts';
import { type NameBounds, lookUpNameBounds, productSearchSql } from './search.ts';

/*
 * Reading a search's matches from the name order between its words' bounds (decision 0063), where
 * every match lies, for what needs its first matches in any order: the capped count and the facet
 * scan. A short walk there answers for all the matches in two cases only, and finding out costs
 * little when it does not (then the caller reads the matches through the trigram indexes).
 */

/** What the first rows between the bounds hold. */
export type BoundedWalk =
  /** Every product between the bounds (so every match): fewer than the rows asked for. */
  | 'everything'
  /** As many rows as asked for, each a match: the first matches. */
  | 'only matches';

export interface NameBoundsWalk {
  /** The first `rows` products between the bounds (filters but the search applied) in name order, as "products". */
  walked: SQL;
  /** What they hold, or null when they answer for neither case. */
  holds: BoundedWalk | null;
}

/**
 * What `found` products between the bounds (of `rows` asked for), `matched` of them matches, hold.
 */
export function walkHolds(found: number, matched: number, rows: number): BoundedWalk | null {
  if (found < rows) return 'everything';
  return matched === rows ? 'only matches' : null;
}

const lookedUp = new WeakMap<ProductQueryFilters, Promise<NameBounds | null>>();

/**
 * The search's name bounds (search.ts lookUpNameBounds), looked up once per filters object: the
 * page, its count and the facet scans of one request are handed the same filters, so they share
 * one lookup; another request builds its own filters and looks again.
 */
export function nameBoundsOf(db: Db, filters: ProductQueryFilters): Promise<NameBounds | null> {
  let bounds = lookedUp.get(filters);
  if (!bounds) {
    bounds = lookUpNameBounds(db, filters.search);
    lookedUp.set(filters, bounds);
    // A failed lookup is not kept.
    bounds.catch(() => lookedUp.delete(filters));
  }
  return bounds;
}

/** lower(name) within the bounds (nothing for 'no match'). */
export const withinBoundsSql = (bounds: NameBounds): SQL =>
  bounds === 'no match' ? sql`false` : sql`${lowerName.expr} between ${bounds.first} and ${bounds.last}`;

/**
 * The first `rows` products between the search's bounds (filters but the search applied) in name
 * order, as "products" (so the search condition, on products' columns, reads them); null when the
 * search has no bounds (no word with trigrams).
 */
export async function walkedWithinNameBounds(
  db: Db,
  filters: ProductQueryFilters,
  omit: FacetName | undefined,
  rows: number,
): Promise<SQL | null> {
  const bounds = await nameBoundsOf(db, filters);
  if (!bounds) return null;
  const within = sql`${productFilterSql({ ...filters, search: undefined }, omit) ?? sql`true`}
    and ${withinBoundsSql(bounds)}`;
  return sql`(select * from ${p} where ${within} order by ${lowerName.expr}, ${p.id} limit ${rows}) as "products"`;
}

/**
 * The walk of at most `rows` products between the search's bounds, with what it holds; null
 * without bounds. One statement that tests the search on as few rows as it can: the rows there
 * counted up to `rows` (no test), and whether one of them misses the search (stops at the first
 * miss, so a search whose matches are scattered pays for a few rows).
 */
export async function walkWithinNameBounds(
  db: Db,
  filters: ProductQueryFilters,
  rows: number,
): Promise<NameBoundsWalk | null> {
  const walked = await walkedWithinNameBounds(db, filters, undefined, rows);
  if (!walked) return null;
  const [row] = await queryRows<{ found: number; missed: boolean }>(
    db,
    sql`select (select count(*)::int from ${walked}) as found,
               exists (select 1 from ${walked} where (${productSearchSql(filters.search)}) is not true) as missed`,
  );
  const found = Number(row?.found ?? 0);
  return { walked, holds: walkHolds(found, row?.missed === false ? found : -1, rows) };
}
