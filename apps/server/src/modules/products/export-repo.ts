import { eq } from 'drizzle-orm';
import type { ProductFilters, ProductSort, SortOrder } from '@crossover/domain/catalog';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products as p } from '@/db/schema/products.ts';
import { keysetQuery } from './repo.ts';

/** The admin's export columns: every field Product Management shows, names for the ids. */
const exportColumns = {
  id: p.id,
  sku: p.sku,
  name: p.name,
  manufacturerId: p.manufacturerId,
  manufacturerName: organizations.name,
  seriesId: p.seriesId,
  seriesName: productSeries.name,
  category: p.category,
  subcategory: p.subcategory,
  status: p.status,
  isActive: p.isActive,
  description: p.description,
  mfgCost: p.mfgCost,
  mfgMasterPackCost: p.mfgMasterPackCost,
  mfgMasterPackQty: p.mfgMasterPackQty,
  mapPrice: p.mapPrice,
  retailPrice: p.retailPrice,
  distributorCost: p.distributorCost,
  distributorMpqCost: p.distributorMpqCost,
  distributorPartNumber: p.distributorPartNumber,
  upc: p.upc,
  weight: p.weight,
  dimensions: p.dimensions,
  imageUrl: p.imageUrl,
  sourceUrl: p.sourceUrl,
  source: p.source,
  discontinuedAt: p.discontinuedAt,
  discontinuedReason: p.discontinuedReason,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
};

export type ExportRow = Awaited<ReturnType<typeof exportPage>>[number];

/** One page of the export in the list's filter and sort, after the cursor (sort key values). */
export async function exportPage(
  db: Db,
  filters: ProductFilters,
  sort: ProductSort,
  order: SortOrder,
  after: string[] | null,
  limit: number,
) {
  const query = keysetQuery(filters, sort, order, after);
  return db
    .select({ ...exportColumns, ...query.keyColumns })
    .from(p)
    .innerJoin(organizations, eq(organizations.id, p.manufacturerId))
    .innerJoin(productSeries, eq(productSeries.id, p.seriesId))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(limit);
}

/** The sort key values (k0, k1…) an export row carries: the cursor after it. */
export function exportRowCursor(row: ExportRow): string[] {
  const keys = row as unknown as Record<string, unknown>;
  const values: string[] = [];
  for (let i = 0; `k${i}` in keys; i += 1) values.push(String(keys[`k${i}`]));
  return values;
}
