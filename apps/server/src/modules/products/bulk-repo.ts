import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { BulkFilter } from '@crossover/domain/bulk-products';
import type { Db } from '@/db/database.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products as p } from '@/db/schema/products.ts';
import { textArray } from './deletion.ts';
import { productFilterSql } from './repo.ts';

/**
 * The bulk actions' SQL: set-based statements over an id array (one `= any($1)` parameter, never
 * one statement per product), whatever the number of products.
 */

/** What a bulk action acts on: the ticked ids, or the list's filter minus the unticked rows. */
export type BulkSelection =
  | { kind: 'ids'; ids: readonly string[] }
  | { kind: 'filter'; filter: BulkFilter; excludedIds: readonly string[] };

function selectionSql(selection: BulkSelection): SQL | undefined {
  if (selection.kind === 'ids') return sql`${p.id} = any(${textArray(selection.ids)})`;
  const excluded =
    selection.excludedIds.length > 0
      ? sql`not (${p.id} = any(${textArray(selection.excludedIds)}))`
      : undefined;
  return and(productFilterSql(selection.filter), excluded);
}

/** How many products the selection holds now. */
export async function countSelection(db: Db, selection: BulkSelection): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(p)
    .where(selectionSql(selection));
  return row?.count ?? 0;
}

/**
 * The selected products' ids, locked FOR UPDATE in id order: two bulk actions over overlapping
 * sets then wait for each other instead of deadlocking (each takes its locks in the same order),
 * and the rows cannot change or vanish before this transaction's statement runs. At most `limit`.
 */
export async function lockSelection(db: Db, selection: BulkSelection, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(selectionSql(selection))
    .orderBy(p.id)
    .limit(limit)
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * The selected products' ids in id order, read without locks: a job's start (each of its rounds
 * locks its own rows; locking 10,000 rows at once writes each of them). At most `limit`.
 */
export async function selectedIds(db: Db, selection: BulkSelection, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(selectionSql(selection))
    .orderBy(p.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The bulk-editable values of some products, with their series names. */
export async function bulkValueRows(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: p.id,
      sku: p.sku,
      name: p.name,
      category: p.category,
      subcategory: p.subcategory,
      seriesId: p.seriesId,
      seriesName: productSeries.name,
      isActive: p.isActive,
    })
    .from(p)
    .innerJoin(productSeries, eq(productSeries.id, p.seriesId))
    .where(sql`${p.id} = any(${textArray(ids)})`);
}

/** The first `limit` products of a filter selection in the list's default order (newest first). */
export async function firstSelectedIds(db: Db, selection: BulkSelection, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(selectionSql(selection))
    .orderBy(sql`${p.createdAt} desc`, sql`${p.id} desc`)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** How many of the selected products are not of `manufacturerId`. */
export async function countOfOtherManufacturers(
  db: Db,
  selection: BulkSelection,
  manufacturerId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(p)
    .where(and(selectionSql(selection), sql`${p.manufacturerId} <> ${manufacturerId}`));
  return row?.count ?? 0;
}

export interface BulkColumns {
  category?: string | null;
  subcategory?: string | null;
  seriesId?: string;
  isActive?: boolean;
}

/** One UPDATE of every given product (locked by lockSelection, so each of them is changed). */
export async function updateProducts(db: Db, ids: readonly string[], columns: BulkColumns): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(p)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(sql`${p.id} = any(${textArray(ids)})`);
}
