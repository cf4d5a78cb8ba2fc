import { type Placeholder, type SQL, and, eq, sql } from 'drizzle-orm';
import type { ProductSort, SortOrder } from '@crossover/domain/catalog';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products as p } from '@/db/schema/products.ts';
import { type Keyset, idKey, keysetOver, keysetQuery, lowerName, sortKeys } from './keyset.ts';
import { type ProductQueryFilters, type ProductRow, productColumns, productFilterSql } from './repo.ts';
import {
  cursorPlaceholders,
  cursorValues,
  filterValues,
  placeholderFilters,
  preparable,
  shapeCache,
  shapeOf,
} from './list-statements.ts';
import { type CappedCount, cappedCount } from '@/lib/db/counts.ts';
import { countProductsCapped } from './count.ts';
import { nameBoundsOf } from './name-bounds.ts';
import { escapeLike, productSearchSql, searchWords, shortWordsLead } from './search.ts';

/*
 * One page of the product list in a sort's order (decision 0046): the bounded walks a search takes
 * first, the collect-and-sort fallback, and the names joined after the page is picked.
 */

export interface ProductPage {
  rows: ProductRow[];
  nextCursor: string[] | null;
}

/**
 * Rows of the sort index walked before a search's words are tested: a word in one product in ten
 * fills a page within a few hundred. A walk that found some matches but not a page is taken once
 * more, SEARCH_WALK_GROWTH times longer ('subwoofer 12': 1 in 100); one that found none means the
 * matches are rare or sort late ('titan' by name: its first match is row 692,819 of 1M), and the
 * page collects them from the trigram indexes instead.
 */
export const SEARCH_WALK_ROWS = 2000;
export const SEARCH_WALK_GROWTH = 5;

/** One keyset page: `limit` rows after the cursor in the sort's order. */
export async function listProductPage(
  db: Db,
  filters: ProductQueryFilters,
  sort: ProductSort,
  order: SortOrder,
  limit: number,
  after: string[] | null,
  /** How far the sort index is walked first for a search (tests shorten it to reach the fallback). */
  walkRows = SEARCH_WALK_ROWS,
): Promise<ProductPage> {
  // A walk finds the first matches when they are common; short words that lead (search.ts) are
  // rare, and their index hands over every match at less than a walk costs to miss them.
  const walks = (sort !== 'relevance' || order === 'asc') && !(await shortWordsLead(db, filters));
  if (searchWords(filters.search).length > 0 && walks) {
    for (const rows of [walkRows, walkRows * SEARCH_WALK_GROWTH]) {
      const walked =
        sort === 'relevance'
          ? await relevanceWalkedPage(db, filters, limit, after, rows)
          : await walkedPage(db, filters, sort, order, limit, after, rows);
      if (walked.nextCursor) return walked;
      if (walked.rows.length === 0) break;
    }
  }
  const prepared = await preparedProductPage(db, filters, sort, order, limit, after);
  if (prepared) return prepared;
  const query = keysetQuery(filters, sort, order, after);
  return pageWithNames(db, orderedPage(query, limit + 1), query, limit);
}

/**
 * A list's page and its capped count (decision 0045), as every list screen asks for them: side by
 * side, except for a first page whose search's short words lead (search.ts). That page reads every
 * match to sort them, so it counts them in the same read; a count of its own would read the same
 * candidates again ('subwoofer 12' at 1M products: 11,000 rows, a third of the request's time).
 */
export async function listProductPageAndCount(
  db: Db,
  filters: ProductQueryFilters,
  sort: ProductSort,
  order: SortOrder,
  limit: number,
  after: string[] | null,
): Promise<{ page: ProductPage; total: CappedCount }> {
  if (after === null && (await shortWordsLead(db, filters))) {
    const query = keysetQuery(filters, sort, order, null);
    const rows = await pageWithNamesQuery(db, orderedPage(query, limit + 1, { counted: true }), query, {
      counted: true,
    });
    const matched = Number(rows[0]?.matched ?? 0);
    return {
      page: pageOf(
        rows.map(({ matched: _, ...row }) => row),
        query,
        limit,
      ),
      total: cappedCount(matched),
    };
  }
  const [page, total] = await Promise.all([
    listProductPage(db, filters, sort, order, limit, after),
    countProductsCapped(db, filters),
  ]);
  return { page, total };
}

const pageStatements = shapeCache<{ query: Keyset; statement: ReturnType<typeof preparePage> }>(
  'products_page',
);

const preparePage = (db: Db, query: Keyset, name: string) =>
  pageWithNamesQuery(db, orderedPage(query, sql.placeholder('rows')), query).prepare(name);

/** The plain list's page as a statement prepared for its shape (list-statements.ts); null when it is none. */
async function preparedProductPage(
  db: Db,
  filters: ProductQueryFilters,
  sort: ProductSort,
  order: SortOrder,
  limit: number,
  after: string[] | null,
): Promise<ProductPage | null> {
  if (!preparable(filters)) return null;
  const prepared = pageStatements(db, shapeOf(filters, [sort, order, after !== null]), (name) => {
    const query = keysetQuery(
      placeholderFilters(filters),
      sort,
      order,
      after && cursorPlaceholders(after.length),
    );
    return { query, statement: preparePage(db, query, name) };
  });
  if (!prepared) return null;
  const rows = await prepared.statement.execute({
    ...filterValues(filters),
    ...(after ? cursorValues(after) : {}),
    rows: limit + 1,
  });
  return pageOf(rows, prepared.query, limit);
}

/**
 * The ids and sort keys of the first `rows` rows of the keyset query, in its order; `counted`: with
 * how many rows match in all ("matched", counted before the LIMIT).
 */
export function orderedPage(
  query: Keyset,
  rows: number | Placeholder,
  { counted = false }: { counted?: boolean } = {},
): SQL {
  const matched = counted ? sql`, count(*) over () as "matched"` : sql``;
  return sql`select ${p.id} as "id", ${query.sortColumns}${matched} from ${p}
    where ${query.where ?? sql`true`}
    order by ${sql.join(query.orderBy, sql`, `)}
    limit ${rows}`;
}

/**
 * The first rows of the sort index (in filter and cursor), at most SEARCH_WALK_ROWS, then the search
 * words tested on those. The walk is a prefix of the full order, so when it holds more than a page
 * of matches they are exactly the first ones; when it does not (no next cursor), the caller walks
 * further or collects instead.
 */
async function walkedPage(
  db: Db,
  filters: ProductQueryFilters,
  sort: ProductSort,
  order: SortOrder,
  limit: number,
  after: string[] | null,
  walkRows: number,
): Promise<ProductPage> {
  const filter = productFilterSql({ ...filters, search: undefined });
  const walk = keysetOver(
    sortKeys(sort),
    sort === 'name' ? await withinNameBounds(db, filter, filters, order) : filter,
    order,
    after,
  );
  // The walked rows are named "products" so the search condition (written on products' columns)
  // reads the walk's copies of name, SKU and description.
  const picked = sql`select "id", ${sql.join(
    walk.keys.map((_, i) => sql.identifier(`s${i}`)),
    sql`, `,
  )} from (
      select ${p.id}, ${p.name}, ${p.sku}, ${p.description}, ${walk.sortColumns} from ${p}
      where ${walk.where ?? sql`true`}
      order by ${sql.join(walk.orderBy, sql`, `)}
      limit ${walkRows}
    ) as "products"
    where ${productSearchSql(filters.search, 'rows')}
    order by ${walk.sortColumnsOrder}
    limit ${limit + 1}`;
  return pageWithNames(db, picked, walk, limit);
}

/**
 * The walk's filter, starting where the search's words say the first match can be in the name
 * order (decision 0063): from the first bound ascending, the last bound descending.
 */
async function withinNameBounds(
  db: Db,
  filter: SQL | undefined,
  filters: ProductQueryFilters,
  order: SortOrder,
): Promise<SQL | undefined> {
  const bounds = await nameBoundsOf(db, filters);
  if (!bounds) return filter;
  if (bounds === 'no match') return sql`false`;
  return and(
    filter,
    order === 'asc' ? sql`${lowerName.expr} >= ${bounds.first}` : sql`${lowerName.expr} <= ${bounds.last}`,
  );
}

/** SKUs starting with the term read for the relevance walk; more than this and it collects instead. */
export const RELEVANCE_PREFIX_ROWS = 1000;

/**
 * The relevance order's walk: the SKUs equal to or starting with the term (rank 0 and 1) are few
 * and come from the SKU index's range; every other match ranks 2 and is in name order, so the name
 * index is walked as walkedPage does. Both lists are complete prefixes of their parts (the SKU one
 * when under RELEVANCE_PREFIX_ROWS), so a page filled from them is the first page.
 */
async function relevanceWalkedPage(
  db: Db,
  filters: ProductQueryFilters,
  limit: number,
  after: string[] | null,
  walkRows: number,
): Promise<ProductPage> {
  const term = (filters.search ?? '').trim().toLowerCase();
  const keys = sortKeys('relevance', filters.search);
  const filter = productFilterSql({ ...filters, search: undefined });
  // The sku ILIKE lets the SKU trigram index find the candidates (a btree serves LIKE 'x%' only
  // under the C collation); ILIKE compares lower() of both sides, so lower(sku) LIKE keeps exactly its rows.
  const startsWith = `${escapeLike(term)}%`;
  const prefix = keysetOver(
    keys,
    and(filter, sql`${p.sku} ilike ${startsWith}`, sql`lower(${p.sku}) like ${startsWith}`),
    'asc',
    after,
  );
  // After a rank 2 cursor the name walk starts from its name and id; after a rank 0 or 1 one, at the start.
  const walk = keysetOver(
    [lowerName, idKey],
    await withinNameBounds(db, filter, filters, 'asc'),
    'asc',
    after?.[0] === '2' ? after.slice(1) : null,
  );
  const columns = sql`${p.id}, ${p.name}, ${p.sku}, ${p.description}, ${prefix.sortColumns}`;
  const picked = sql`select "id", "s0", "s1", "s2" from (
      select *, count(*) filter (where "s0" < 2) over () as "prefix_rows" from (
        (select ${columns} from ${p} where ${prefix.where ?? sql`true`} limit ${RELEVANCE_PREFIX_ROWS})
        union all
        (select * from (
           select ${columns} from ${p} where ${walk.where ?? sql`true`}
           order by ${sql.join(walk.orderBy, sql`, `)} limit ${walkRows}
         ) as "walked" where "s0" = 2)
      ) as "candidates"
    ) as "products"
    where "prefix_rows" < ${RELEVANCE_PREFIX_ROWS} and ${productSearchSql(filters.search, 'rows')}
    order by ${prefix.sortColumnsOrder}
    limit ${limit + 1}`;
  return pageWithNames(db, picked, prefix, limit);
}

/**
 * The page picked by `picked` (a statement selecting "id" and the sort key columns s0, s1… of at
 * most limit + 1 rows) with its manufacturer and series names: joined for those rows only, after
 * the page is chosen, so the choice reads products' indexes alone.
 */
async function pageWithNames(db: Db, picked: SQL, query: Keyset, limit: number): Promise<ProductPage> {
  return pageOf(await pageWithNamesQuery(db, picked, query), query, limit);
}

/**
 * pageWithNames' statement, unsent: list-statements.ts prepares it. `counted`: `picked` has a
 * "matched" column (orderedPage's), selected too.
 */
export function pageWithNamesQuery(
  db: Db,
  picked: SQL,
  query: Keyset,
  { counted = false }: { counted?: boolean } = {},
) {
  const column = (i: number) => sql`"page".${sql.identifier(`s${i}`)}`;
  return db
    .select({
      ...productColumns,
      ...Object.fromEntries(query.keys.map((_, i) => [`k${i}`, sql<string>`(${column(i)})::text`])),
      ...(counted ? { matched: sql<number>`"page"."matched"` } : {}),
    })
    .from(p)
    .innerJoin(sql`(${picked}) as "page"`, sql`"page"."id" = ${p.id}`)
    .innerJoin(organizations, eq(organizations.id, p.manufacturerId))
    .innerJoin(productSeries, eq(productSeries.id, p.seriesId))
    .orderBy(...query.keys.map((_, i) => sql`${column(i)} ${query.direction}`));
}

/** The page from pageWithNamesQuery's rows (at most limit + 1: one more means a next page). */
export function pageOf(rows: readonly Record<string, unknown>[], query: Keyset, limit: number): ProductPage {
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page as unknown as ProductRow[],
    nextCursor: hasMore && last ? query.cursorOf(last) : null,
  };
}
