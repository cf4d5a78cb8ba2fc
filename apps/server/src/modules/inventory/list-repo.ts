import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { InventoryStatus } from '@crossover/domain/inventory';
import type { Db } from '@/db/database.ts';
import { inventory as i } from '@/db/schema/inventory.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { products } from '@/db/schema/products.ts';

/**
 * The screen's reads. They join products and organizations (decision 0014: reads may join) because
 * the list pages and sorts by product name, which splitting the query could only do by fetching
 * every record of the filter.
 */

export interface InventoryListFilters {
  organizationId?: string | undefined;
  productId?: string | undefined;
  status?: InventoryStatus | 'all' | undefined;
}

/** Spec §4 in SQL; the domain's `inventoryStatus` is the same rule (a test holds them together). */
const STATUS_SQL: Record<InventoryStatus, SQL> = {
  out_of_stock: sql`${i.quantityOnHand} <= 0`,
  low_stock: sql`${i.quantityOnHand} > 0 and ${i.quantityOnHand} <= ${i.reorderPoint}`,
  in_stock: sql`${i.quantityOnHand} > 0 and ${i.quantityOnHand} > ${i.reorderPoint}`,
};

function filterSql(filters: InventoryListFilters): SQL | undefined {
  return and(
    filters.organizationId ? eq(i.organizationId, filters.organizationId) : undefined,
    filters.productId ? eq(i.productId, filters.productId) : undefined,
    filters.status && filters.status !== 'all' ? STATUS_SQL[filters.status] : undefined,
  );
}

export const recordColumns = {
  id: i.id,
  productId: i.productId,
  productName: products.name,
  productSku: products.sku,
  organizationId: i.organizationId,
  organizationName: organizations.name,
  quantityOnHand: i.quantityOnHand,
  quantityReserved: i.quantityReserved,
  quantityOnOrder: i.quantityOnOrder,
  reorderPoint: i.reorderPoint,
  maxStockLevel: i.maxStockLevel,
  lastRestocked: i.lastRestocked,
  notes: i.notes,
  isActive: i.isActive,
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
};
export type InventoryRecordRow = Awaited<ReturnType<typeof findRecordRows>>[number];

/** Records by id with their product and organization names. */
export function findRecordRows(db: Db, ids: readonly string[]) {
  return db
    .select(recordColumns)
    .from(i)
    .innerJoin(products, eq(products.id, i.productId))
    .innerJoin(organizations, eq(organizations.id, i.organizationId))
    .where(inArray(i.id, [...ids]));
}

/** The keyset: product name (case-insensitive), then the record's id for a stable order. */
const sortName = sql`lower(${products.name})`;

export function encodeInventoryCursor(values: [string, string]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** Null when the cursor is not one this list made (a 400 for the caller, never a cast error). */
export function decodeInventoryCursor(cursor: string): [string, string] | null {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const fits =
      Array.isArray(values) &&
      values.length === 2 &&
      values.every(
        // eslint-disable-next-line no-control-regex -- PostgreSQL text cannot hold NUL
        (v) => typeof v === 'string' && v.length <= 1000 && !/\u0000/.test(v),
      );
    return fits ? (values as [string, string]) : null;
  } catch {
    return null;
  }
}

/** One page of `limit` records after the cursor; bounded work whatever the page's depth. */
export async function listInventoryPage(
  db: Db,
  filters: InventoryListFilters,
  limit: number,
  after: [string, string] | null,
) {
  // (name, id) > (after): written so the name half is a range on products_sort_name_idx — a
  // row comparison spanning two tables is no index condition, and deep pages read everything.
  const keyset = after
    ? sql`${sortName} >= ${after[0]}::text and (${sortName} > ${after[0]}::text or ${i.id} > ${after[1]}::text)`
    : undefined;
  const rows = await db
    .select({ ...recordColumns, sortName: sql<string>`${sortName}` })
    .from(i)
    .innerJoin(products, eq(products.id, i.productId))
    .innerJoin(organizations, eq(organizations.id, i.organizationId))
    .where(and(filterSql(filters), keyset))
    .orderBy(sortName, i.id)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeInventoryCursor([last.sortName, last.id]) : null,
  };
}

/** The five metric cards in one aggregate over the filter (no rows leave the database). */
export async function inventoryStats(db: Db, filters: InventoryListFilters) {
  const [row] = await db
    .select({
      totalItems: sql<number>`count(*)::int`,
      lowStock: sql<number>`(count(*) filter (where ${STATUS_SQL.low_stock}))::int`,
      outOfStock: sql<number>`(count(*) filter (where ${STATUS_SQL.out_of_stock}))::int`,
      // Sums are bigint (text on the wire): each stays below 2^53 for any real catalogue.
      totalQuantity: sql<string>`coalesce(sum(${i.quantityOnHand}), 0)::text`,
      reserved: sql<string>`coalesce(sum(${i.quantityReserved}), 0)::text`,
    })
    .from(i)
    .where(filterSql(filters));
  return {
    totalItems: row?.totalItems ?? 0,
    lowStock: row?.lowStock ?? 0,
    outOfStock: row?.outOfStock ?? 0,
    totalQuantity: Number(row?.totalQuantity ?? 0),
    reserved: Number(row?.reserved ?? 0),
  };
}
