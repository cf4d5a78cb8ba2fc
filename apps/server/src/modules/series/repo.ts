import { type SQL, and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SeriesStatusFilter } from '@crossover/domain/series';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';

export type SeriesInsert = typeof productSeries.$inferInsert;

/** Series with their manufacturer's name, by manufacturer then series name. */
const seriesColumns = {
  id: productSeries.id,
  name: productSeries.name,
  manufacturerId: productSeries.manufacturerId,
  manufacturerName: organizations.name,
  description: productSeries.description,
  isActive: productSeries.isActive,
};
export type SeriesRow = Awaited<ReturnType<typeof findSeries>> & object;

/** One series with its manufacturer's name, or null. */
export async function findSeries(db: Db, id: string) {
  const [row] = await db
    .select(seriesColumns)
    .from(productSeries)
    .leftJoin(organizations, eq(organizations.id, productSeries.manufacturerId))
    .where(eq(productSeries.id, id));
  return row ?? null;
}

/** Series by id with their manufacturer's name; unknown ids are left out. */
export async function findSeriesByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(seriesColumns)
    .from(productSeries)
    .leftJoin(organizations, eq(organizations.id, productSeries.manufacturerId))
    .where(inArray(productSeries.id, [...new Set(ids)]));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface SeriesListFilter {
  /** Only series of these manufacturers (a manufacturer's own scope); undefined for every one. */
  manufacturerIds?: readonly string[];
  manufacturerId?: string;
  status?: SeriesStatusFilter;
  /** Matches the series' or its manufacturer's name, ignoring case. */
  search?: string;
  activeOnly?: boolean;
}

export async function listSeries(db: Db, filter: SeriesListFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.activeOnly || filter.status === 'active') conditions.push(eq(productSeries.isActive, true));
  if (filter.status === 'inactive') conditions.push(eq(productSeries.isActive, false));
  if (filter.manufacturerId) conditions.push(eq(productSeries.manufacturerId, filter.manufacturerId));
  if (filter.manufacturerIds) {
    if (filter.manufacturerIds.length === 0) return [];
    conditions.push(inArray(productSeries.manufacturerId, [...filter.manufacturerIds]));
  }
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(sql`(${productSeries.name} ilike ${pattern} or ${organizations.name} ilike ${pattern})`);
  }
  return db
    .select(seriesColumns)
    .from(productSeries)
    .leftJoin(organizations, eq(organizations.id, productSeries.manufacturerId))
    .where(and(...conditions))
    .orderBy(asc(organizations.name), asc(productSeries.name), asc(productSeries.id));
}

/** Another series of the manufacturer already has this name, whatever the case. */
export async function seriesNameTaken(
  db: Db,
  manufacturerId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: productSeries.id })
    .from(productSeries)
    .where(
      and(
        eq(productSeries.manufacturerId, manufacturerId),
        sql`lower(${productSeries.name}) = lower(${name})`,
        exceptId ? ne(productSeries.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Locks the series row for the rest of the transaction. A product insert's foreign-key check
 * (FOR KEY SHARE) waits for it, and an insert already under way makes this wait, so a count of
 * the series' products read afterwards stays true until the transaction ends.
 */
export async function lockSeries(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: productSeries.id })
    .from(productSeries)
    .where(eq(productSeries.id, id))
    .for('update');
  return rows.length > 0;
}

export async function insertSeries(db: Db, values: SeriesInsert): Promise<string> {
  const [row] = await db.insert(productSeries).values(values).returning({ id: productSeries.id });
  return row!.id;
}

export async function updateSeriesRow(db: Db, id: string, values: Partial<SeriesInsert>): Promise<void> {
  await db
    .update(productSeries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productSeries.id, id));
}

export async function deleteSeriesRow(db: Db, id: string): Promise<void> {
  await db.delete(productSeries).where(eq(productSeries.id, id));
}
