import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { products as p } from '@/db/schema/products.ts';
import { lowerName } from './keyset.ts';
import { type FacetName, type ProductQueryFilters, productFilterSql } from './repo.ts';
import { nameBoundSql, productSearchSql } from './search.ts';

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
 * The walk of at most `rows` products between the search's bounds, with what it holds; null when
 * the search has no bounds (no word with trigrams). One statement: the rows there counted up to
 * `rows`, and whether one of them misses the search (that stops at the first miss, so a search
 * whose matches are scattered pays for a few rows).
 */
export async function walkWithinNameBounds(
  db: Db,
  filters: ProductQueryFilters,
  omit: FacetName | undefined,
  rows: number,
): Promise<NameBoundsWalk | null> {
  const first = nameBoundSql(filters.search, 'first');
  const last = nameBoundSql(filters.search, 'last');
  if (!first || !last) return null;
  const within = sql`${productFilterSql({ ...filters, search: undefined }, omit) ?? sql`true`}
    and ${lowerName.expr} between ${first} and ${last}`;
  // Named "products" so the search condition (on products' columns) reads the walked rows.
  const walked = sql`(select * from ${p} where ${within}
    order by ${lowerName.expr}, ${p.id} limit ${rows}) as "products"`;
  const [row] = await queryRows<{ found: number; missed: boolean }>(
    db,
    sql`select (select count(*)::int from ${walked}) as found,
               exists (select 1 from ${walked} where (${productSearchSql(filters.search)}) is not true) as missed`,
  );
  const found = Number(row?.found ?? 0);
  const holds = found < rows ? 'everything' : row?.missed === false ? 'only matches' : null;
  return { walked, holds };
}
