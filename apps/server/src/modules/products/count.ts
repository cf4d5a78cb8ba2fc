import { COUNT_CAP } from '@crossover/domain/counts';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { products as p } from '@/db/schema/products.ts';
import { type CappedCount, cappedCount, cappedRows, countCapped } from '@/lib/db/counts.ts';
import { filterValues, placeholderFilters, preparable, shapeCache, shapeOf } from './list-statements.ts';
import { type FilterValues, type ProductQueryFilters, productFilterSql } from './repo.ts';
import { walkWithinNameBounds } from './name-bounds.ts';
import { searchIsIndexed, shortWordsLead } from './search.ts';

/** The products matching the filters, as a row source for a count (no joins: the filters need none). */
const matchingRows = (db: Db, filters: FilterValues) =>
  db
    .select({ one: sql`1` })
    .from(p)
    .where(productFilterSql(filters))
    .getSQL();

const cappedStatements = shapeCache<ReturnType<typeof prepareCapped>>('products_count_capped');

const prepareCapped = (db: Db, filters: ProductQueryFilters, name: string) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(cappedRows(matchingRows(db, placeholderFilters(filters))))
    .prepare(name);

/** How many products match, up to COUNT_CAP: what every list shows (decision 0045). */
export async function countProductsCapped(db: Db, filters: ProductQueryFilters): Promise<CappedCount> {
  const statement =
    preparable(filters) &&
    cappedStatements(db, shapeOf(filters, []), (name) => prepareCapped(db, filters, name));
  if (statement) {
    const [row] = await statement.execute(filterValues(filters));
    return cappedCount(Number(row?.n ?? 0));
  }
  // Short words that lead (search.ts) are rare: the walk would not find COUNT_CAP + 1 matches.
  const walked = !(await shortWordsLead(db, filters)) && (await countWithinNameBounds(db, filters));
  if (walked) return walked;
  return countCapped(db, matchingRows(db, filters), undefined, { bitmap: searchIsIndexed(filters) });
}

/**
 * A search's capped count from the name order between its words' bounds (decision 0063, through
 * name-bounds.ts): the first COUNT_CAP + 1 products there all matching, or all of them there being
 * fewer. Null otherwise, or when the search has no bounds.
 */
async function countWithinNameBounds(db: Db, filters: ProductQueryFilters): Promise<CappedCount | null> {
  const walk = await walkWithinNameBounds(db, filters, COUNT_CAP + 1);
  if (!walk?.holds) return null;
  return cappedCount(walk.holds === 'only matches' ? COUNT_CAP + 1 : walk.matched);
}

/** Exactly how many products match: on demand only ('Select All n Products', a series' products). */
export async function countProducts(db: Db, filters: ProductQueryFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(p)
    .where(productFilterSql(filters));
  return row?.count ?? 0;
}
