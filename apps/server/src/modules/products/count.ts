import { sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { products as p } from '@/db/schema/products.ts';
import { type CappedCount, countCapped } from '@/lib/db/counts.ts';
import { type ProductQueryFilters, productFilterSql } from './repo.ts';
import { searchIsIndexed } from './search.ts';

/** The products matching the filters, as a row source for a count (no joins: the filters need none). */
const matchingRows = (db: Db, filters: ProductQueryFilters) =>
  db
    .select({ one: sql`1` })
    .from(p)
    .where(productFilterSql(filters))
    .getSQL();

/** How many products match, up to COUNT_CAP: what every list shows (decision 0045). */
export function countProductsCapped(db: Db, filters: ProductQueryFilters): Promise<CappedCount> {
  return countCapped(db, matchingRows(db, filters), undefined, { bitmap: searchIsIndexed(filters.search) });
}

/** Exactly how many products match: on demand only ('Select All n Products', a series' products). */
export async function countProducts(db: Db, filters: ProductQueryFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(p)
    .where(productFilterSql(filters));
  return row?.count ?? 0;
}
