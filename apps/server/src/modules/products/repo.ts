import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { ProductFilters, ProductSort, SortOrder } from '@crossover/domain/catalog';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products as p } from '@/db/schema/products.ts';
import { fitmentFilterSql } from '@/modules/vehicles/fitment-filter.ts';
import { productSearchSql, searchWords } from './search.ts';

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
}
const lowerName = { expr: sql`lower(${p.name})`, type: 'text' } as const;
const idKey = { expr: sql`${p.id}`, type: 'text' } as const;

/** Each sort is a key tuple ending in the id; the indexes in schema/products.ts follow these. */
const SORT_KEYS: Record<ProductSort, SortKey[]> = {
  subcategory: [{ expr: sql`coalesce(lower(${p.subcategory}), '')`, type: 'text' }, lowerName, idKey],
  category: [{ expr: sql`coalesce(lower(${p.category}), '')`, type: 'text' }, lowerName, idKey],
  name: [lowerName, idKey],
  sku: [{ expr: sql`lower(${p.sku})`, type: 'text' }, idKey],
  // MAP, else MSRP; unpriced products last.
  price: [{ expr: sql`coalesce(${p.mapPrice}, ${p.retailPrice}, 100000000)`, type: 'numeric' }, idKey],
  manufacturer: [{ expr: sql`lower(${organizations.name})`, type: 'text' }, lowerName, idKey],
  isActive: [{ expr: sql`${p.isActive}`, type: 'boolean' }, lowerName, idKey],
  createdAt: [{ expr: sql`${p.createdAt}`, type: 'timestamptz' }, idKey],
};

/**
 * The same key, hidden from index matching. With a search term PostgreSQL should collect the
 * matches from the trigram indexes and sort only those; seeing a sort index it may instead walk
 * that index and test row after row, reading the whole table when the matches sort late or there
 * are none. (None of these rewrites changes the order.)
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
  return searchWords(filters.search).length > 0 ? SORT_KEYS[sort].map(opaqueToIndexes) : SORT_KEYS[sort];
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
    if (!Array.isArray(values) || values.length !== SORT_KEYS[sort].length) return null;
    const keys = SORT_KEYS[sort];
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
  const keys = sortKeysFor(sort, filters);
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const tuple = sql.join(
    keys.map((k) => k.expr),
    sql`, `,
  );
  const keyset = after
    ? sql`(${tuple}) ${order === 'asc' ? sql`>` : sql`<`} (${sql.join(
        keys.map((k, i) => castKey(after[i]!, k.type)),
        sql`, `,
      )})`
    : undefined;
  return {
    where: and(productFilterSql(filters), keyset),
    orderBy: keys.map((k) => sql`${k.expr} ${direction}`),
    keyColumns: Object.fromEntries(keys.map((k, i) => [`k${i}`, sql<string>`(${k.expr})::text`])),
    /** The cursor after a row selected with keyColumns. */
    cursorOf: (row: Record<string, unknown>): string[] => keys.map((_, i) => String(row[`k${i}`])),
  };
}

/** One keyset page: `limit` rows after the cursor in the sort's order. */
export async function listProductPage(
  db: Db,
  filters: ProductQueryFilters,
  sort: ProductSort,
  order: SortOrder,
  limit: number,
  after: string[] | null,
): Promise<ProductPage> {
  const query = keysetQuery(filters, sort, order, after);
  const rows = await db
    .select({ ...productColumns, ...query.keyColumns })
    .from(p)
    .innerJoin(organizations, eq(organizations.id, p.manufacturerId))
    .innerJoin(productSeries, eq(productSeries.id, p.seriesId))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1) as Record<string, unknown> | undefined;
  return {
    rows: page as unknown as ProductRow[],
    nextCursor: hasMore && last ? query.cursorOf(last) : null,
  };
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
