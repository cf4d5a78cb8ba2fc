import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { ProductFilters, ProductSort, SortOrder } from '@crossover/domain/catalog';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products as p } from '@/db/schema/products.ts';
import { fitmentFilterSql } from '@/modules/vehicles/fitment-filter.ts';
import { escapeLike, productSearchSql, searchWords } from './search.ts';

/** The product columns the catalogue maps from, with manufacturer and series names. */
export const productColumns = {
  id: p.id,
  name: p.name,
  sku: p.sku,
  description: p.description,
  aiEnhancedDescription: p.aiEnhancedDescription,
  category: p.category,
  subcategory: p.subcategory,
  manufacturerId: p.manufacturerId,
  manufacturerName: organizations.name,
  seriesId: p.seriesId,
  seriesName: productSeries.name,
  imageUrl: p.imageUrl,
  imageSourceUrl: p.imageSourceUrl,
  mfgCost: p.mfgCost,
  mfgMasterPackCost: p.mfgMasterPackCost,
  mfgMasterPackQty: p.mfgMasterPackQty,
  mapPrice: p.mapPrice,
  retailPrice: p.retailPrice,
  distributorCost: p.distributorCost,
  distributorMpqCost: p.distributorMpqCost,
  distributorPartNumber: p.distributorPartNumber,
  specifications: p.specifications,
  isActive: p.isActive,
  status: p.status,
  source: p.source,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  scrapedAt: p.scrapedAt,
};
export type ProductRow = {
  [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['notNull'] extends true
    ? (typeof productColumns)[K]['_']['data']
    : (typeof productColumns)[K]['_']['data'] | null;
};

type FacetName = 'status' | 'category' | 'subcategory' | 'manufacturerId' | 'seriesId';

/**
 * The filters as the server applies them: the query's, plus `listedOnly` for a reader who does not
 * manage products (a partner), who never sees an inactive (switched-off) product.
 */
export type ProductQueryFilters = ProductFilters & { listedOnly?: boolean };

/** productLifecycle (domain catalog.ts) in SQL: discontinued wins, then the on/off switch. */
export const lifecycleSql = sql<string>`case when ${p.status} = 'discontinued' then 'discontinued' when ${p.isActive} then 'active' else 'inactive' end`;

function statusSql(status: ProductFilters['status']): SQL | undefined {
  switch (status) {
    case 'active':
      return and(eq(p.status, 'active'), eq(p.isActive, true));
    case 'inactive':
      return sql`not (${p.status} = 'active' and ${p.isActive})`;
    case 'discontinued':
      return eq(p.status, 'discontinued');
    case 'all':
      return undefined;
  }
}

/** AND of the filters (every search word on name, description or SKU), minus `omit`. */
export function productFilterSql(filters: ProductQueryFilters, omit?: FacetName): SQL | undefined {
  const conditions: (SQL | undefined)[] = [productSearchSql(filters.search)];
  if (filters.listedOnly) conditions.push(sql`(${p.isActive} or ${p.status} = 'discontinued')`);
  if (omit !== 'status') conditions.push(statusSql(filters.status));
  if (omit !== 'category' && filters.category) conditions.push(eq(p.category, filters.category));
  if (omit !== 'subcategory' && filters.subcategory) conditions.push(eq(p.subcategory, filters.subcategory));
  if (omit !== 'manufacturerId' && filters.manufacturerId)
    conditions.push(eq(p.manufacturerId, filters.manufacturerId));
  if (omit !== 'seriesId' && filters.seriesId) conditions.push(eq(p.seriesId, filters.seriesId));
  conditions.push(fitmentFilterSql(p.id, filters));
  return and(...conditions);
}

type KeyType = 'text' | 'numeric' | 'boolean' | 'timestamptz';
interface SortKey {
  expr: SQL;
  type: KeyType;
  /** No two products share this key: the ORDER BY stops after it (its index then serves alone). */
  unique?: true;
}
const lowerName = { expr: sql`lower(${p.name})`, type: 'text' } as const;
const idKey = { expr: sql`${p.id}`, type: 'text' } as const;

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
function sortKeys(sort: ProductSort, search?: string): SortKey[] {
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

function sortKeysFor(sort: ProductSort, filters: ProductFilters): SortKey[] {
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

const castKey = (value: string, type: KeyType): SQL => {
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

export interface ProductPage {
  rows: ProductRow[];
  nextCursor: string[] | null;
}

/**
 * The pieces of a keyset page query for a sort: the filter and cursor condition, the ORDER BY, and
 * the sort key values as text columns (k0, k1…) from which the next cursor is read. The list and
 * the CSV export select their own columns around the same pieces.
 */
export function keysetQuery(
  filters: ProductQueryFilters,
  sort: ProductSort,
  order: SortOrder,
  after: string[] | null,
) {
  return keysetOver(sortKeysFor(sort, filters), productFilterSql(filters), order, after);
}

function keysetOver(keys: SortKey[], filter: SQL | undefined, order: SortOrder, after: string[] | null) {
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

type Keyset = ReturnType<typeof keysetOver>;

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
  const walks = sort !== 'relevance' || order === 'asc';
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
  const query = keysetQuery(filters, sort, order, after);
  return pageWithNames(
    db,
    sql`select ${p.id} as "id", ${query.sortColumns} from ${p}
        where ${query.where ?? sql`true`}
        order by ${sql.join(query.orderBy, sql`, `)}
        limit ${limit + 1}`,
    query,
    limit,
  );
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
  const walk = keysetOver(sortKeys(sort), productFilterSql({ ...filters, search: undefined }), order, after);
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
    where ${productSearchSql(filters.search)}
    order by ${walk.sortColumnsOrder}
    limit ${limit + 1}`;
  return pageWithNames(db, picked, walk, limit);
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
  const walk = keysetOver([lowerName, idKey], filter, 'asc', after?.[0] === '2' ? after.slice(1) : null);
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
    where "prefix_rows" < ${RELEVANCE_PREFIX_ROWS} and ${productSearchSql(filters.search)}
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
  const column = (i: number) => sql`"page".${sql.identifier(`s${i}`)}`;
  const rows = await db
    .select({
      ...productColumns,
      ...Object.fromEntries(query.keys.map((_, i) => [`k${i}`, sql<string>`(${column(i)})::text`])),
    })
    .from(p)
    .innerJoin(sql`(${picked}) as "page"`, sql`"page"."id" = ${p.id}`)
    .innerJoin(organizations, eq(organizations.id, p.manufacturerId))
    .innerJoin(productSeries, eq(productSeries.id, p.seriesId))
    .orderBy(...query.keys.map((_, i) => sql`${column(i)} ${query.direction}`));
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1) as Record<string, unknown> | undefined;
  return {
    rows: page as unknown as ProductRow[],
    nextCursor: hasMore && last ? query.cursorOf(last) : null,
  };
}

export async function countProducts(db: Db, filters: ProductQueryFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(p)
    .where(productFilterSql(filters));
  return row?.count ?? 0;
}

export async function findProductRows(db: Db, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(productColumns)
    .from(p)
    .innerJoin(organizations, eq(organizations.id, p.manufacturerId))
    .innerJoin(productSeries, eq(productSeries.id, p.seriesId))
    .where(inArray(p.id, [...ids]));
}

const count = sql<number>`count(*)::int`;

/** Facet options with counts; each facet ignores its own filter (cross-filtering). */
// Manufacturer and series facets count by id first and join the few names afterwards, so the
// count runs over the narrow (status, id) index rather than over joined product rows.
function manufacturerFacet(db: Db, filters: ProductQueryFilters) {
  const counted = db
    .select({ id: p.manufacturerId, count: count.as('count') })
    .from(p)
    .where(productFilterSql(filters, 'manufacturerId'))
    .groupBy(p.manufacturerId)
    .as('counted');
  return db
    .select({ id: counted.id, name: organizations.name, count: counted.count })
    .from(counted)
    .innerJoin(organizations, eq(organizations.id, counted.id))
    .orderBy(organizations.name);
}

function seriesFacet(db: Db, filters: ProductQueryFilters) {
  const counted = db
    .select({ id: p.seriesId, count: count.as('count') })
    .from(p)
    .where(productFilterSql(filters, 'seriesId'))
    .groupBy(p.seriesId)
    .as('counted');
  return db
    .select({
      id: counted.id,
      name: productSeries.name,
      manufacturerId: productSeries.manufacturerId,
      count: counted.count,
    })
    .from(counted)
    .innerJoin(productSeries, eq(productSeries.id, counted.id))
    .orderBy(productSeries.name);
}

export async function productFacets(db: Db, filters: ProductQueryFilters) {
  const [statuses, categories, subcategories, manufacturers, series] = await Promise.all([
    db
      .select({ value: lifecycleSql, count })
      .from(p)
      .where(productFilterSql(filters, 'status'))
      .groupBy(lifecycleSql)
      .orderBy(lifecycleSql),
    db
      .select({ value: sql<string>`${p.category}`, count })
      .from(p)
      .where(
        and(productFilterSql(filters, 'category'), sql`${p.category} is not null and ${p.category} <> ''`),
      )
      .groupBy(p.category)
      .orderBy(p.category),
    db
      .select({ value: sql<string>`${p.subcategory}`, count })
      .from(p)
      .where(
        and(
          productFilterSql(filters, 'subcategory'),
          sql`${p.subcategory} is not null and ${p.subcategory} <> ''`,
        ),
      )
      .groupBy(p.subcategory)
      .orderBy(p.subcategory),
    manufacturerFacet(db, filters),
    seriesFacet(db, filters),
  ]);
  return { statuses, categories, subcategories, manufacturers, series };
}
