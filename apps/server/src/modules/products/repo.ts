import { type Placeholder, type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { ProductFilters } from '@crossover/domain/catalog';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products as p } from '@/db/schema/products.ts';
import { fitmentFilterSql } from '@/modules/vehicles/fitment-filter.ts';
import { productSearchSql, searchFormOf } from './search.ts';

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

/** The filters a facet can leave out (its own). */
export type FacetName = 'status' | 'category' | 'subcategory' | 'manufacturerId' | 'seriesId';

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

/** The filters whose values a statement prepared once per shape takes as placeholders (list-statements.ts). */
export const PLACEABLE_FILTERS = ['category', 'subcategory', 'manufacturerId', 'seriesId'] as const;
type PlaceableFilter = (typeof PLACEABLE_FILTERS)[number];

/** The filters, where each of PLACEABLE_FILTERS may be a placeholder standing for its value. */
export type FilterValues = Omit<ProductQueryFilters, PlaceableFilter> & {
  [K in PlaceableFilter]?: string | Placeholder;
};

/** AND of the filters (every search word on name, description or SKU), minus `omit`. */
export function productFilterSql(filters: FilterValues, omit?: FacetName): SQL | undefined {
  const conditions: (SQL | undefined)[] = [productSearchSql(filters.search, searchFormOf(filters))];
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

export async function findProductRows(db: Db, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(productColumns)
    .from(p)
    .innerJoin(organizations, eq(organizations.id, p.manufacturerId))
    .innerJoin(productSeries, eq(productSeries.id, p.seriesId))
    .where(inArray(p.id, [...ids]));
}
