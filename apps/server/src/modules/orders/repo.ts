import { type SQL, and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/database.ts';
import { orderItems } from '@/db/schema/order-items.ts';
import { orders } from '@/db/schema/orders.ts';
import { organizations } from '@/db/schema/organizations.ts';

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

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<string> {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
  return row!.id;
}

export async function insertOrderItems(db: Db, values: (typeof orderItems.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(orderItems).values(values);
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
