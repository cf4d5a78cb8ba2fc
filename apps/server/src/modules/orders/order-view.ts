import { can } from '@crossover/domain/permissions';
import { ORDER_TRANSITIONS, type Order, type OrderDetail, type OrderStatus } from '@crossover/domain/orders';
import type { Db } from '@/db/database.ts';
import type { Buyer } from '@/modules/catalog/buyer.ts';
import { type OrderRow, itemsOfOrders } from './repo.ts';

/** How stored orders become answers, shared by placement, listing and status changes. */

/** The vendor's users (with orders.fulfil) and admins move an order along its statuses. */
export function mayFulfil(buyer: Buyer, row: OrderRow): boolean {
  if (buyer.kind === 'admin') return true;
  return can(buyer.role, 'orders.fulfil') && row.vendorOrganizationId === buyer.organizationId;
}

/** An order as this caller sees it: direction and the transitions it may make. */
export function toOrder(buyer: Buyer, row: OrderRow): Order {
  const direction =
    buyer.organizationId && row.organizationId === buyer.organizationId
      ? 'placed'
      : buyer.organizationId && row.vendorOrganizationId === buyer.organizationId
        ? 'received'
        : 'other';
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    notes: row.notes,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    vendorOrganizationId: row.vendorOrganizationId,
    vendorOrganizationName: row.vendorOrganizationName,
    paymentOptionId: row.paymentOptionId,
    subtotalAmount: row.subtotalAmount ?? '0.00',
    taxAmount: row.taxAmount ?? '0.00',
    totalAmount: row.totalAmount ?? '0.00',
    itemCount: row.itemCount,
    direction,
    allowedTransitions: mayFulfil(buyer, row)
      ? [...(ORDER_TRANSITIONS[row.status as OrderStatus] ?? [])]
      : [],
  };
}

/** Orders with their lines (copied at ordering time, master-pack split included). */
export async function withItems(dbx: Db, buyer: Buyer, rows: OrderRow[]): Promise<OrderDetail[]> {
  const items = await itemsOfOrders(
    dbx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...toOrder(buyer, row),
    items: items
      .filter((i) => i.orderId === row.id)
      .map((i) => ({
        id: i.id,
        productId: i.productId,
        sku: i.sku,
        productName: i.productName,
        quantity: i.quantity,
        unitPrice: i.unitPrice ?? '0.00',
        totalPrice: i.totalPrice ?? '0.00',
        masterPacks: i.masterPacks,
        masterPackQty: i.masterPackQty,
        masterPackPrice: i.masterPackPrice,
      })),
  }));
}

/** Admins see every order; others those placed by or routed to their organization. */
export const visible = (buyer: Buyer, row: OrderRow) =>
  buyer.kind === 'admin' ||
  (buyer.organizationId !== null &&
    (row.organizationId === buyer.organizationId || row.vendorOrganizationId === buyer.organizationId));
