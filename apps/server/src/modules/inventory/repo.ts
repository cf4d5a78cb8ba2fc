import { type SQL, and, eq, sql } from 'drizzle-orm';
import { type AdjustmentType, MAX_QUANTITY } from '@crossover/domain/inventory';
import type { Db } from '@/db/database.ts';
import { inventory } from '@/db/schema/inventory.ts';

export type InventoryRow = typeof inventory.$inferSelect;
export type InventoryInsert = typeof inventory.$inferInsert;

/** On hand − reserved (fragments.ts reads it for the price decision). */
export const availableSql = sql<number>`(${inventory.quantityOnHand} - ${inventory.quantityReserved})::int`;

/**
 * Reserves what the vendor has available (on hand − reserved) of the quantity, under the row's lock
 * so parallel placements never reserve more than is on hand. Answers the units reserved: 0 when the
 * vendor keeps no (active) record or has none free; the rest of the line is backordered.
 */
export async function reserveStock(db: Db, productId: string, organizationId: string, quantity: number) {
  const row = await lockInventory(db, productId, organizationId);
  const units = row?.isActive ? Math.min(quantity, Math.max(row.onHand - row.reserved, 0)) : 0;
  if (units === 0) return 0;
  await db
    .update(inventory)
    .set({ quantityReserved: sql`${inventory.quantityReserved} + ${units}`, updatedAt: new Date() })
    .where(eq(inventory.id, row!.id));
  return units;
}

export async function lockInventory(db: Db, productId: string, organizationId: string) {
  const [row] = await db
    .select({
      id: inventory.id,
      onHand: inventory.quantityOnHand,
      reserved: inventory.quantityReserved,
      isActive: inventory.isActive,
    })
    .from(inventory)
    .where(and(eq(inventory.productId, productId), eq(inventory.organizationId, organizationId)))
    .for('update');
  return row ?? null;
}

/**
 * Shipping: the reserved units leave on-hand stock (never below zero, should the record have been
 * adjusted down since). Releasing: they become available again.
 */
export async function settleReservation(db: Db, inventoryId: string, quantity: number, ship: boolean) {
  await db
    .update(inventory)
    .set({
      quantityReserved: sql`greatest(${inventory.quantityReserved} - ${quantity}, 0)`,
      ...(ship ? { quantityOnHand: sql`greatest(${inventory.quantityOnHand} - ${quantity}, 0)` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(inventory.id, inventoryId));
}

/** The record, locked until the transaction ends (orders lock the same row to reserve). */
export async function lockInventoryRow(db: Db, id: string): Promise<InventoryRow | null> {
  const [row] = await db.select().from(inventory).where(eq(inventory.id, id)).for('update');
  return row ?? null;
}

export async function findInventoryByKey(
  db: Db,
  productId: string,
  organizationId: string,
): Promise<InventoryRow | null> {
  const [row] = await db
    .select()
    .from(inventory)
    .where(and(eq(inventory.productId, productId), eq(inventory.organizationId, organizationId)));
  return row ?? null;
}

export async function insertInventory(db: Db, values: InventoryInsert): Promise<InventoryRow> {
  const [row] = await db.insert(inventory).values(values).returning();
  return row!;
}

export async function updateInventoryRow(
  db: Db,
  id: string,
  values: Partial<InventoryInsert>,
): Promise<InventoryRow> {
  const [row] = await db
    .update(inventory)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inventory.id, id))
    .returning();
  return row!;
}

export async function deleteInventoryRow(db: Db, id: string): Promise<void> {
  await db.delete(inventory).where(eq(inventory.id, id));
}

const onHand = inventory.quantityOnHand;
const reserved = inventory.quantityReserved;

/**
 * Each adjustment as one guarded UPDATE: the counter it moves and the condition that keeps
 * 0 ≤ reserved ≤ on hand ≤ MAX_QUANTITY (the domain's `applyAdjustment` states the same rules).
 * Concurrent adjustments of one row queue on its lock and each re-checks its guard against the
 * row the previous one committed, so none can take stock below what is there.
 */
function adjustmentOf(
  type: AdjustmentType,
  n: number,
): { set: { quantityOnHand?: SQL; quantityReserved?: SQL }; guard: SQL } {
  switch (type) {
    case 'receive':
      return {
        set: { quantityOnHand: sql`${onHand} + ${n}` },
        guard: sql`${onHand} + ${n} <= ${MAX_QUANTITY}`,
      };
    case 'ship':
      return { set: { quantityOnHand: sql`${onHand} - ${n}` }, guard: sql`${onHand} - ${n} >= ${reserved}` };
    case 'reserve':
      return {
        set: { quantityReserved: sql`${reserved} + ${n}` },
        guard: sql`${reserved} + ${n} <= ${onHand}`,
      };
    case 'release':
      return { set: { quantityReserved: sql`${reserved} - ${n}` }, guard: sql`${reserved} - ${n} >= 0` };
    case 'correction':
      return {
        set: { quantityOnHand: sql`${onHand} + ${n}` },
        guard: sql`${onHand} + ${n} >= ${reserved} and ${onHand} + ${n} <= ${MAX_QUANTITY}`,
      };
  }
}

/** Applies the adjustment if its guard holds; null when it does not (or there is no record). */
export async function adjustInventoryRow(
  db: Db,
  key: { productId: string; organizationId: string },
  type: AdjustmentType,
  amount: number,
  now: Date,
): Promise<InventoryRow | null> {
  const { set, guard } = adjustmentOf(type, amount);
  const [row] = await db
    .update(inventory)
    .set({ ...set, ...(type === 'receive' ? { lastRestocked: now } : {}), updatedAt: now })
    .where(
      and(eq(inventory.productId, key.productId), eq(inventory.organizationId, key.organizationId), guard),
    )
    .returning();
  return row ?? null;
}
