import { type SQL, and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/database.ts';
import { inventory } from '@/db/schema/inventory.ts';
import { orderItems } from '@/db/schema/order-items.ts';
import { orders } from '@/db/schema/orders.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { paymentOptions } from '@/db/schema/payment-options.ts';
import { pricingRules } from '@/db/schema/pricing-rules.ts';

const buyerOrg = alias(organizations, 'buyer_org');
const vendorOrg = alias(organizations, 'vendor_org');

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  userId: orders.userId,
  status: orders.status,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  notes: orders.notes,
  organizationId: orders.organizationId,
  organizationName: buyerOrg.name,
  vendorOrganizationId: orders.vendorOrganizationId,
  vendorOrganizationName: vendorOrg.name,
  paymentOptionId: orders.paymentOptionId,
  subtotalAmount: orders.subtotalAmount,
  taxAmount: orders.taxAmount,
  totalAmount: orders.totalAmount,
  idempotencyKey: orders.idempotencyKey,
  itemCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
};
export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

function selectOrders(db: Db, where: SQL | undefined, limit = 500) {
  return db
    .select(orderColumns)
    .from(orders)
    .leftJoin(buyerOrg, eq(buyerOrg.id, orders.organizationId))
    .leftJoin(vendorOrg, eq(vendorOrg.id, orders.vendorOrganizationId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(limit);
}

export interface OrderListFilter {
  /** Orders placed by this organization. */
  placedBy?: string;
  /** Orders routed to this organization. */
  receivedBy?: string;
  status?: string;
  limit: number;
}

/** Both placedBy and receivedBy: either matches. Neither: every order (admins). */
export function listOrders(db: Db, f: OrderListFilter) {
  const scope =
    f.placedBy && f.receivedBy
      ? or(eq(orders.organizationId, f.placedBy), eq(orders.vendorOrganizationId, f.receivedBy))
      : f.placedBy
        ? eq(orders.organizationId, f.placedBy)
        : f.receivedBy
          ? eq(orders.vendorOrganizationId, f.receivedBy)
          : undefined;
  return selectOrders(db, and(scope, f.status ? eq(orders.status, f.status) : undefined), f.limit);
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await selectOrders(db, eq(orders.id, id), 1);
  return row ?? null;
}

export const findOrdersByIdempotencyKey = (db: Db, userId: string, key: string) =>
  selectOrders(db, and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));

export const findOrdersByIds = (db: Db, ids: string[]) => selectOrders(db, inArray(orders.id, ids));

export async function itemsOfOrders(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(orderItems.createdAt, orderItems.id);
}

export async function findPaymentOption(db: Db, id: string) {
  const [row] = await db
    .select({
      id: paymentOptions.id,
      organizationId: paymentOptions.organizationId,
      vendorOrganizationId: paymentOptions.vendorOrganizationId,
      isActive: paymentOptions.isActive,
    })
    .from(paymentOptions)
    .where(eq(paymentOptions.id, id));
  return row ?? null;
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<string> {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
  return row!.id;
}

export async function insertOrderItems(db: Db, values: (typeof orderItems.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(orderItems).values(values);
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

export async function lockOrderStatus(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row?.status ?? null;
}

export async function setOrderStatus(db: Db, id: string, status: string): Promise<void> {
  await db.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id));
}

/**
 * Counts one use of each rule, but only while it is under its maxUsage. The UPDATE locks each
 * rule row, so concurrent placements queue here and each re-checks the limit against the
 * committed count. Answers whether every rule could still be used.
 */
export async function countRuleUsage(db: Db, ruleIds: readonly string[]): Promise<boolean> {
  if (ruleIds.length === 0) return true;
  const counted = await db
    .update(pricingRules)
    .set({ usageCount: sql`${pricingRules.usageCount} + 1` })
    .where(
      and(
        inArray(pricingRules.id, [...ruleIds]),
        or(isNull(pricingRules.maxUsage), lt(pricingRules.usageCount, pricingRules.maxUsage)),
      ),
    )
    .returning({ id: pricingRules.id });
  return counted.length === ruleIds.length;
}
