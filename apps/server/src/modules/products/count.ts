import { COUNT_CAP } from '@crossover/domain/counts';
import { and, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { products as p } from '@/db/schema/products.ts';
import { type CappedCount, cappedCount, cappedRows, countCapped } from '@/lib/db/counts.ts';
import { lowerName } from './keyset.ts';
import { filterValues, placeholderFilters, preparable, shapeCache, shapeOf } from './list-statements.ts';
import { type FilterValues, type ProductQueryFilters, productFilterSql } from './repo.ts';
import { nameBoundSql, productSearchSql, searchIsIndexed } from './search.ts';

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
  const walked = await countWithinNameBounds(db, filters);
  if (walked) return walked;
  return countCapped(db, matchingRows(db, filters), undefined, { bitmap: searchIsIndexed(filters.search) });
}

/**
 * Rows of the name order a search's count reads between its words' bounds: twice the cap, so a
 * search that matches every other product there reaches the cap.
 */
export const COUNT_WALK_ROWS = 2 * (COUNT_CAP + 1);

/**
 * A search's capped count from the name order between its words' bounds (decision 0063), where
 * every match lies: reading COUNT_WALK_ROWS rows there either finds more than COUNT_CAP matches or
 * reads every row in the bounds (then the count is exact). Null otherwise, or when the search has
 * no bounds: the count then reads every match through the trigram indexes.
 */
async function countWithinNameBounds(db: Db, filters: ProductQueryFilters): Promise<CappedCount | null> {
  const first = nameBoundSql(filters.search, 'first');
  const last = nameBoundSql(filters.search, 'last');
  if (!first || !last) return null;
  const within = and(
    productFilterSql({ ...filters, search: undefined }),
    sql`${lowerName.expr} between ${first} and ${last}`,
  );
  // Named "products" so the search condition (on products' columns) reads the walked rows.
  const [row] = await queryRows<{ matches: number; walked: number }>(
    db,
    sql`select count(*) filter (where ${productSearchSql(filters.search)})::int as matches,
               count(*)::int as walked
        from (select ${p.name}, ${p.sku}, ${p.description} from ${p} where ${within}
              order by ${lowerName.expr}, ${p.id} limit ${COUNT_WALK_ROWS}) as "products"`,
  );
  const matches = Number(row?.matches ?? 0);
  if (matches > COUNT_CAP) return cappedCount(matches);
  return Number(row?.walked ?? 0) < COUNT_WALK_ROWS ? cappedCount(matches) : null;
}

/** Exactly how many products match: on demand only ('Select All n Products', a series' products). */
export async function countProducts(db: Db, filters: ProductQueryFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(p)
    .where(productFilterSql(filters));
  return row?.count ?? 0;
}
