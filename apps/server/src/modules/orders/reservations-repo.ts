import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { orderItems } from '@/db/schema/order-items.ts';
import { orders } from '@/db/schema/orders.ts';

/** Orders whose reservations are still held: shipping consumes them, cancelling releases them. */
export const OPEN_ORDER_STATUSES = ['pending', 'processing'] as const;

export async function openReservedQuantity(db: Db, productId: string, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${orderItems.reservedQuantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.productId, productId),
        eq(orders.vendorOrganizationId, vendorId),
        inArray(orders.status, [...OPEN_ORDER_STATUSES]),
      ),
    );
  return row?.units ?? 0;
}
