import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { VehicleListQuery } from '@crossover/domain/vehicles';
import { type Db, queryRows } from '@/db/database.ts';
import { productVehicles as pv } from '@/db/schema/product-vehicles.ts';
import { vehicles as v } from '@/db/schema/vehicles.ts';
import { escapeLike } from '@/modules/products/search.ts';
import { coversYear } from './fitment-filter.ts';

export type VehicleRow = typeof v.$inferSelect;
export type VehicleInsert = typeof v.$inferInsert;
export type VehicleListRow = VehicleRow & { productCount: number };
export type FitmentRow = typeof pv.$inferSelect;
export type FitmentWithVehicle = FitmentRow & { vehicle: VehicleRow };

const MAX_WORDS = 8;
const yearWord = /^(19|20)\d{2}$/;

/** Each word in make, model or trim; a four-digit year may also fall inside the range (Ram 2500 too). */
function searchSql(q: string | undefined): SQL | undefined {
  const words = [...new Set((q ?? '').split(/\s+/u).filter(Boolean))].slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  const conditions = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    const text = sql`(${v.make} ilike ${pattern} or ${v.model} ilike ${pattern} or coalesce(${v.trim}, '') ilike ${pattern})`;
    return yearWord.test(word) ? sql`(${text} or (${coversYear(Number(word))}))` : text;
  });
  return and(...conditions);
}

/** Sorted by make, model, newest years first, then trim: one model's generations side by side. */
export async function listVehicles(db: Db, query: VehicleListQuery): Promise<VehicleListRow[]> {
  const status = query.status === 'all' ? undefined : eq(v.isActive, query.status === 'active');
  const rows = await db
    .select()
    .from(v)
    .where(and(status, searchSql(query.q)))
    .orderBy(
      asc(sql`lower(${v.make})`),
      asc(sql`lower(${v.model})`),
      desc(v.yearStart),
      asc(sql`lower(coalesce(${v.trim}, ''))`),
      asc(v.id),
    )
    .limit(query.limit);
  const counts = await productCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, productCount: counts.get(r.id) ?? 0 }));
}

/** Linked products per vehicle (the vehicle_id index), for one page of vehicles. */
async function productCounts(db: Db, vehicleIds: string[]): Promise<Map<string, number>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await db
    .select({ vehicleId: pv.vehicleId, n: sql<number>`count(*)::int` })
    .from(pv)
    .where(inArray(pv.vehicleId, vehicleIds))
    .groupBy(pv.vehicleId);
  return new Map(rows.map((r) => [r.vehicleId, r.n]));
}

/** The stat cards, in one scan of each table. */
export async function vehicleStats(db: Db) {
  const [row] = await queryRows<{
    total: number;
    active: number;
    makes: number;
    products: number;
  }>(
    db,
    sql`select
      (select count(*)::int from ${v}) as total,
      (select count(*)::int from ${v} where ${v.isActive}) as active,
      (select count(distinct lower(${v.make}))::int from ${v} where ${v.isActive}) as makes,
      (select count(distinct ${pv.productId})::int from ${pv}) as products`,
  );
  return row!;
}

export async function findVehicle(db: Db, id: string): Promise<VehicleRow | null> {
  const [row] = await db.select().from(v).where(eq(v.id, id));
  return row ?? null;
}

/** The vehicle locked for the transaction, so a check of its years holds until the update. */
export async function lockVehicle(db: Db, id: string): Promise<VehicleRow | null> {
  const [row] = await db.select().from(v).where(eq(v.id, id)).for('update');
  return row ?? null;
}

export async function insertVehicle(db: Db, values: VehicleInsert): Promise<VehicleRow> {
  const [row] = await db.insert(v).values(values).returning();
  return row!;
}

export async function updateVehicle(db: Db, id: string, values: Partial<VehicleInsert>): Promise<VehicleRow> {
  const [row] = await db
    .update(v)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(v.id, id))
    .returning();
  return row!;
}

export async function countVehicleProducts(db: Db, vehicleId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pv)
    .where(eq(pv.vehicleId, vehicleId));
  return row?.n ?? 0;
}

/** Active vehicles that fit at least one product: the only ones the catalogue filter offers. */
const offered = sql`${v.isActive} and exists (select 1 from ${pv} where ${pv.vehicleId} = ${v.id})`;

/** Every model year of an offered vehicle, newest first; open ranges run to `maxYear`. */
export async function offeredYears(db: Db, maxYear: number): Promise<number[]> {
  const rows = await queryRows<{ year: number }>(
    db,
    sql`select distinct y.year::int as year
      from ${v}, generate_series(${v.yearStart}, coalesce(${v.yearEnd}, greatest(${v.yearStart}, ${maxYear}::int))) as y(year)
      where ${offered}
      order by year desc`,
  );
  return rows.map((r) => r.year);
}

/** Distinct values of `column` (case-insensitive, A–Z) among offered vehicles matching `where`. */
async function offeredValues(db: Db, column: typeof v.make | typeof v.model, where: SQL | undefined) {
  const rows = await db
    .select({ value: sql<string>`min(${column})` })
    .from(v)
    .where(and(offered, where))
    .groupBy(sql`lower(${column})`)
    .orderBy(sql`lower(${column})`);
  return rows.map((r) => r.value);
}

export function offeredMakes(db: Db, year: number | undefined): Promise<string[]> {
  return offeredValues(db, v.make, year === undefined ? undefined : coversYear(year));
}

export function offeredModels(db: Db, year: number | undefined, make: string): Promise<string[]> {
  return offeredValues(
    db,
    v.model,
    and(sql`lower(${v.make}) = lower(${make})`, year === undefined ? undefined : coversYear(year)),
  );
}

/** A product's links with their vehicles, by make, model and years; `activeOnly` hides retired ones. */
export async function listFitment(
  db: Db,
  productId: string,
  activeOnly: boolean,
): Promise<FitmentWithVehicle[]> {
  const rows = await db
    .select({ link: pv, vehicle: v })
    .from(pv)
    .innerJoin(v, eq(v.id, pv.vehicleId))
    .where(and(eq(pv.productId, productId), activeOnly ? eq(v.isActive, true) : undefined))
    .orderBy(asc(sql`lower(${v.make})`), asc(sql`lower(${v.model})`), desc(v.yearStart), asc(v.id));
  return rows.map((r) => ({ ...r.link, vehicle: r.vehicle }));
}

export async function findFitment(db: Db, productId: string, vehicleId: string): Promise<FitmentRow | null> {
  const [row] = await db
    .select()
    .from(pv)
    .where(and(eq(pv.productId, productId), eq(pv.vehicleId, vehicleId)))
    .for('update');
  return row ?? null;
}

export async function insertFitment(db: Db, values: typeof pv.$inferInsert): Promise<FitmentRow> {
  const [row] = await db.insert(pv).values(values).returning();
  return row!;
}

export async function updateFitment(
  db: Db,
  id: string,
  values: Partial<typeof pv.$inferInsert>,
): Promise<FitmentRow> {
  const [row] = await db
    .update(pv)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pv.id, id))
    .returning();
  return row!;
}

export async function deleteFitment(db: Db, id: string): Promise<void> {
  await db.delete(pv).where(eq(pv.id, id));
}
