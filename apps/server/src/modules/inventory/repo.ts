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
