import { randomBytes } from 'node:crypto';
import { ORDER_MESSAGES, type OrderDetail, type OrderStatus, canTransition } from '@crossover/domain/orders';
import { formatCents, formatCentsOrNull } from '@crossover/domain/pricing/money';
import { orderTotals } from '@crossover/domain/pricing/totals';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '@/lib/errors.ts';
import { type Buyer, buyerOf } from '@/modules/catalog/buyer.ts';
import { createCartService } from '@/modules/cart/service.ts';
import { emptyCart, lockCart } from '@/modules/cart/checkout.ts';
import { createInventoryService } from '@/modules/inventory/service.ts';
import { findPaymentOption } from '@/modules/payment-options/lookup.ts';
import { createPricingService } from '@/modules/pricing/service.ts';
import {
  type OrderRow,
  findOrder,
  findOrdersByIdempotencyKey,
  findOrdersByIds,
  insertOrder,
  insertOrderItems,
  itemsOfOrders,
  listOrders,
  lockOrderStatus,
  setOrderStatus,
} from './repo.ts';
import { mayFulfil, toOrder, visible, withItems } from './order-view.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'CO-260412-7K3QH2M9': the date for people, 40 random bits for uniqueness (the column is unique too). */
export function newOrderNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  const bytes = randomBytes(8);
  const code = [...bytes].map((b) => CROCKFORD[b % 32]).join('');
  return `CO-${date}-${code}`;
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

type Placement = { orders: OrderDetail[]; replayed: boolean };

/** A placement's orders are answered in vendor id order, the first time and on every replay. */
const vendorKey = (o: { vendorOrganizationId: string | null }) => o.vendorOrganizationId ?? '';
const byVendor = (a: { vendorOrganizationId: string | null }, b: { vendorOrganizationId: string | null }) =>
  vendorKey(a) < vendorKey(b) ? -1 : vendorKey(a) > vendorKey(b) ? 1 : 0;

export function createOrdersService(context: Pick<AppContext, 'db' | 'clock'>) {
  const { db } = context;
  const cart = createCartService(context);

  async function replay(
    dbx: Db,
    buyer: Buyer,
    key: string,
    paymentOptionId: string,
  ): Promise<Placement | null> {
    const existing = await findOrdersByIdempotencyKey(dbx, buyer.userId, key);
    if (existing.length === 0) return null;
    if (existing.some((o) => o.paymentOptionId !== paymentOptionId))
      throw conflict(ORDER_MESSAGES.idempotencyMismatch);
    return { orders: await withItems(dbx, buyer, existing.sort(byVendor)), replayed: true };
  }

  async function placeInTransaction(
    buyer: Buyer,
    body: { paymentOptionId: string; notes?: string },
    key: string | undefined,
    actor: Actor,
  ): Promise<Placement> {
    return withTx(db, async (tx) => {
      // One placement per user at a time: parallel retries wait here, then find the first's orders.
      await lockCart(tx, buyer.userId);
      if (key) {
        const previous = await replay(tx, buyer, key, body.paymentOptionId);
        if (previous) return previous;
      }
      const option = await findPaymentOption(tx, body.paymentOptionId);
      if (!option || option.organizationId !== buyer.organizationId)
        throw notFound(ORDER_MESSAGES.paymentNotFound);
      if (!option.isActive)
        throw badRequest(ORDER_MESSAGES.paymentInactive, { paymentOptionId: ORDER_MESSAGES.paymentInactive });

      const lines = await cart.pricedCart(tx, buyer);
      if (lines.length === 0) throw badRequest(ORDER_MESSAGES.cartEmpty);
      const refused = lines.filter((l) => !l.item.orderable || !l.offer.offer);
      if (refused.length > 0) {
        const names = refused.map((l) => l.product.name).join(', ');
        throw badRequest(`These products cannot be ordered: ${names}`, { items: names });
      }
      const linesByVendor = new Map<string, typeof lines>();
      for (const line of lines) {
        const vendorId = line.offer.offer!.organizationId;
        linesByVendor.set(vendorId, [...(linesByVendor.get(vendorId) ?? []), line]);
      }
      if (
        option.vendorOrganizationId &&
        [...linesByVendor.keys()].some((v) => v !== option.vendorOrganizationId)
      ) {
        const message = 'This payment option can only pay orders routed to its vendor';
        throw badRequest(message, { paymentOptionId: message });
      }

      // Reserve before writing orders, locking inventory rows in one (vendor, product) order so
      // parallel placements queue instead of deadlocking.
      const reservedByLine = new Map<string, number>();
      const stockKey = (l: (typeof lines)[number]) => `${l.offer.offer!.organizationId}|${l.product.id}`;
      for (const line of [...lines].sort((a, b) => (stockKey(a) < stockKey(b) ? -1 : 1))) {
        const vendorId = line.offer.offer!.organizationId;
        reservedByLine.set(
          line.row.id,
          await createInventoryService({ db: tx }).reserveStock(line.product.id, vendorId, line.row.quantity),
        );
      }

      const now = context.clock.now();
      const createdIds: string[] = [];
      const ruleIds = new Set<string>();
      for (const [vendorId, vendorLines] of linesByVendor) {
        const totals = orderTotals(
          vendorLines.map((l) => l.offer.offer!.price.total),
          buyer.taxRate,
        );
        const orderId = await insertOrder(tx, {
          orderNumber: newOrderNumber(now),
          userId: buyer.userId,
          organizationId: buyer.organizationId!,
          vendorOrganizationId: vendorId,
          paymentOptionId: option.id,
          status: 'pending',
          subtotalAmount: formatCents(totals.subtotal),
          taxAmount: formatCents(totals.tax),
          totalAmount: formatCents(totals.total),
          notes: body.notes || null,
          idempotencyKey: key ?? null,
        });
        const items = [];
        for (const line of vendorLines) {
          const price = line.offer.offer!.price;
          price.breakdown.rules.forEach((r) => ruleIds.add(r.id));
          items.push({
            orderId,
            productId: line.product.id,
            sku: line.product.sku,
            productName: line.product.name,
            quantity: line.row.quantity,
            reservedQuantity: reservedByLine.get(line.row.id) ?? 0,
            unitPrice: formatCents(price.unit),
            totalPrice: formatCents(price.total),
            masterPacks: price.masterPacks,
            masterPackQty: price.masterPackQty,
            masterPackPrice: formatCentsOrNull(price.masterPackUnit),
          });
        }
        await insertOrderItems(tx, items);
        createdIds.push(orderId);
      }
      // A rule that ran out between pricing and here would have given a price no longer on offer.
      if (!(await createPricingService({ db: tx }).countRuleUsage([...ruleIds])))
        throw conflict(ORDER_MESSAGES.promotionExhausted);
      await emptyCart(tx, buyer.userId);
      const created = await findOrdersByIds(tx, createdIds);
      for (const order of created) {
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'order.place',
          entityType: 'order',
          entityId: order.id,
          details: {
            orderNumber: order.orderNumber,
            vendorOrganizationId: order.vendorOrganizationId,
            totalAmount: order.totalAmount,
            idempotencyKey: key ?? null,
          },
        });
      }
      return { orders: await withItems(tx, buyer, created.sort(byVendor)), replayed: false };
    });
  }

  return {
    async place(actor: Actor, body: { paymentOptionId: string; notes?: string }, key: string | undefined) {
      const buyer = buyerOf(actor.user);
      if (!buyer.organizationId) throw badRequest(ORDER_MESSAGES.noOrganization);
      try {
        return await placeInTransaction(buyer, body, key, actor);
      } catch (err) {
        // Backstop for the unique (user, key, vendor) index: the other request won; answer with its orders.
        if (key && isUniqueViolation(err) && !(err instanceof AppError)) {
          const previous = await replay(db, buyer, key, body.paymentOptionId);
          if (previous) return previous;
        }
        throw err;
      }
    },

    async list(
      actor: Actor,
      query: { scope: 'all' | 'placed' | 'received'; status?: string; limit: number },
    ) {
      const buyer = buyerOf(actor.user);
      let rows: OrderRow[];
      if (buyer.kind === 'admin' && (query.scope === 'all' || !buyer.organizationId)) {
        rows = await listOrders(db, { status: query.status, limit: query.limit });
      } else if (!buyer.organizationId) {
        rows = [];
      } else {
        rows = await listOrders(db, {
          placedBy: query.scope !== 'received' ? buyer.organizationId : undefined,
          receivedBy: query.scope !== 'placed' ? buyer.organizationId : undefined,
          status: query.status,
          limit: query.limit,
        });
      }
      return rows.map((row) => toOrder(buyer, row));
    },

    async get(actor: Actor, id: string): Promise<OrderDetail> {
      const buyer = buyerOf(actor.user);
      const row = await findOrder(db, id);
      if (!row || !visible(buyer, row)) throw notFound(ORDER_MESSAGES.notFound);
      const [detail] = await withItems(db, buyer, [row]);
      return detail!;
    },

    async changeStatus(actor: Actor, id: string, status: OrderStatus): Promise<OrderDetail> {
      const buyer = buyerOf(actor.user);
      const row = await findOrder(db, id);
      if (!row || !visible(buyer, row)) throw notFound(ORDER_MESSAGES.notFound);
      if (!mayFulfil(buyer, row)) throw forbidden("Only the vendor's users can change this order's status");
      await withTx(db, async (tx) => {
        const current = await lockOrderStatus(tx, id);
        if (!current) throw notFound(ORDER_MESSAGES.notFound);
        if (!canTransition(current, status)) {
          const message = `An order cannot move from ${current} to ${status}`;
          throw badRequest(message, { status: message });
        }
        if ((status === 'shipped' || status === 'cancelled') && row.vendorOrganizationId) {
          const items = await itemsOfOrders(tx, [id]);
          for (const item of items) {
            if (!item.productId || item.reservedQuantity <= 0) continue;
            // Only what the line reserved is settled; a line that reserved nothing (no record, or
            // nothing on hand when placed) ships as a backorder without touching the inventory.
            const stock = await createInventoryService({ db: tx }).lockInventory(
              item.productId,
              row.vendorOrganizationId,
            );
            if (!stock) continue;
            await createInventoryService({ db: tx }).settleReservation(
              stock.id,
              item.reservedQuantity,
              status === 'shipped',
            );
          }
        }
        await setOrderStatus(tx, id, status);
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'order.status',
          entityType: 'order',
          entityId: id,
          details: { orderNumber: row.orderNumber, from: current, to: status },
        });
      });
      const updated = await findOrder(db, id);
      const [detail] = await withItems(db, buyer, [updated!]);
      return detail!;
    },
  };
}
