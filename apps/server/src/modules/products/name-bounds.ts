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
  /** What the walked rows hold, or null when they answer for neither case. */
  holds: BoundedWalk | null;
  /** How many of them match the search: all the matches when they hold 'everything'. */
  matched: number;
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
 * The walk of at most `rows` products between the search's bounds, with what it holds and how many
 * of its rows match; null without bounds. One statement, one pass: the rows there counted up to
 * `rows`, the search tested on each (a walk that holds 'everything' then needs no second count).
 */
export async function walkWithinNameBounds(
  db: Db,
  filters: ProductQueryFilters,
  rows: number,
): Promise<NameBoundsWalk | null> {
  const walked = await walkedWithinNameBounds(db, filters, undefined, rows);
  if (!walked) return null;
  const [row] = await queryRows<{ found: number; matched: number }>(
    db,
    sql`select count(*)::int as found,
               count(*) filter (where (${productSearchSql(filters.search, 'rows')}) is true)::int as matched
        from ${walked}`,
  );
  const found = Number(row?.found ?? 0);
  const matched = Number(row?.matched ?? 0);
  return { holds: walkHolds(found, matched, rows), matched };
}
