import { type SQL, sql } from 'drizzle-orm';
import type { ProductFilters, ProductSort, SortOrder } from '@crossover/domain/catalog';
import { type Db, queryRows } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products as p } from '@/db/schema/products.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { keysetQuery } from './keyset.ts';

/** A time as the export writes it (ISO 8601 in UTC, milliseconds), made by PostgreSQL. */
const isoTime = (column: AnyPgColumn): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The admin's export columns: every field Product Management shows, names beside the ids. */
const EXPORT_COLUMNS = {
  id: sql`${p.id}`,
  sku: sql`${p.sku}`,
  name: sql`${p.name}`,
  manufacturerId: sql`${p.manufacturerId}`,
  manufacturerName: sql`${organizations.name}`,
  seriesId: sql`${p.seriesId}`,
  seriesName: sql`${productSeries.name}`,
  category: sql`${p.category}`,
  subcategory: sql`${p.subcategory}`,
  status: sql`${p.status}`,
  isActive: sql`${p.isActive}`,
  description: sql`${p.description}`,
  mfgCost: sql`${p.mfgCost}`,
  mfgMasterPackCost: sql`${p.mfgMasterPackCost}`,
  mfgMasterPackQty: sql`${p.mfgMasterPackQty}`,
  mapPrice: sql`${p.mapPrice}`,
  retailPrice: sql`${p.retailPrice}`,
  distributorCost: sql`${p.distributorCost}`,
  distributorMpqCost: sql`${p.distributorMpqCost}`,
  distributorPartNumber: sql`${p.distributorPartNumber}`,
  upc: sql`${p.upc}`,
  weight: sql`${p.weight}`,
  dimensions: sql`${p.dimensions}`,
  imageUrl: sql`${p.imageUrl}`,
  sourceUrl: sql`${p.sourceUrl}`,
  source: sql`${p.source}`,
  discontinuedAt: isoTime(p.discontinuedAt),
  discontinuedReason: sql`${p.discontinuedReason}`,
  createdAt: isoTime(p.createdAt),
  updatedAt: isoTime(p.updatedAt),
};
export type ExportColumn = keyof typeof EXPORT_COLUMNS;
export const EXPORT_COLUMN_NAMES = Object.keys(EXPORT_COLUMNS) as ExportColumn[];

/** A row as the driver returns it: text, numbers and booleans only (times are text already). */
export type ExportRow = Record<ExportColumn, string | number | boolean | null> & Record<string, unknown>;

/**
 * One page of the export in the list's filter and sort, after the cursor (sort key values). Plain
 * rows, not the query builder's mapped objects: at 100,000 rows the mapping (and parsing times into
 * Dates only to print them again) was half the export's time (decision 0017).
 */
export function exportPage(
  db: Db,
  filters: ProductFilters,
  sort: ProductSort,
  order: SortOrder,
  after: string[] | null,
  limit: number,
): Promise<ExportRow[]> {
  const query = keysetQuery(filters, sort, order, after);
  const selected = Object.entries({ ...EXPORT_COLUMNS, ...query.keyColumns }).map(
    ([name, expr]) => sql`${expr} as ${sql.identifier(name)}`,
  );
  return queryRows<ExportRow>(
    db,
    sql`select ${sql.join(selected, sql`, `)}
        from ${p}
        inner join ${organizations} on ${organizations.id} = ${p.manufacturerId}
        inner join ${productSeries} on ${productSeries.id} = ${p.seriesId}
        where ${query.where ?? sql`true`}
        order by ${sql.join(query.orderBy, sql`, `)}
        limit ${limit}`,
  );
}

/** The sort key values (k0, k1…) an export row carries: the cursor after it. */
export function exportRowCursor(row: ExportRow): string[] {
  const values: string[] = [];
  for (let i = 0; `k${i}` in row; i += 1) values.push(String(row[`k${i}`]));
  return values;
}
