import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { inventory } from '@/db/schema/inventory.ts';

/** Available stock (on hand − reserved) per product and organization, where a record exists. */
export async function availableStock(
  db: Db,
  productIds: readonly string[],
  organizationIds: readonly string[],
) {
  if (productIds.length === 0 || organizationIds.length === 0) return [];
  return db
    .select({
      productId: inventory.productId,
      organizationId: inventory.organizationId,
      available: sql<number>`(${inventory.quantityOnHand} - ${inventory.quantityReserved})::int`,
    })
    .from(inventory)
    .where(
      and(
        eq(inventory.isActive, true),
        inArray(inventory.productId, [...productIds]),
        inArray(inventory.organizationId, [...organizationIds]),
      ),
    );
}

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
