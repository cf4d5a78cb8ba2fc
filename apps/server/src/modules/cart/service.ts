import { CART_MAX_QUANTITY, CART_MESSAGES, type CartItem, type CartSummary } from '@crossover/domain/cart';
import { formatCents, formatCentsOrNull, toCents } from '@crossover/domain/pricing/money';
import { placementTotals, taxLabel } from '@crossover/domain/pricing/totals';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import type { Actor } from '@/lib/actor.ts';
import { badRequest, forbidden, notFound } from '@/lib/errors.ts';
import { type Buyer, buyerOf } from '@/modules/catalog/buyer.ts';
import type { ProductOffer } from '@/modules/pricing/offers.ts';
import { createPricingService } from '@/modules/pricing/service.ts';
import type { ProductRow } from '@/modules/products/repo.ts';
import { createProductsService } from '@/modules/products/service.ts';
import { toProduct } from '@/modules/catalog/visibility.ts';
import {
  type CartRow,
  deleteCartRow,
  findCartRow,
  findCartRowByProduct,
  insertCartRow,
  listCartRows,
  lockUserCart,
  updateCartRow,
} from './repo.ts';

const isAvailable = (row: ProductRow) => row.isActive && row.status === 'active';

/** What the vendor has free when it keeps a record and it falls short of the quantity; else null. */
const shortStock = (available: number | null, quantity: number) =>
  available !== null && available < quantity ? Math.max(available, 0) : null;

/** Orders are placed for an organization, so only a caller with one may fill a cart. */
function assertHasOrganization(buyer: Buyer) {
  if (!buyer.organizationId) throw forbidden(CART_MESSAGES.noOrganization);
}

/** Refuses a product the buyer may not put in the cart: gone, inactive, not orderable, unpriced. */
export function assertOrderable(row: ProductRow | undefined, offer: ProductOffer | undefined) {
  if (!row || !offer) throw notFound(CART_MESSAGES.productNotFound);
  if (!isAvailable(row)) throw badRequest(CART_MESSAGES.inactive, { productId: CART_MESSAGES.inactive });
  if (!offer.canOrder) throw forbidden(CART_MESSAGES.notOrderable);
  if (!offer.offer) throw badRequest(CART_MESSAGES.unpriced, { productId: CART_MESSAGES.unpriced });
  return offer.offer;
}

export function createCartService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  /**
   * The cart's lines priced now for the buyer. A read never writes: the stored prices are the
   * snapshot of the last change, and every answer (and order placement) uses these live ones.
   */
  async function pricedCart(dbx: Db, buyer: Buyer) {
    const rows = await listCartRows(dbx, buyer.userId);
    const products = await createProductsService({ db: dbx }).findRows(rows.map((r) => r.productId));
    const byId = new Map(products.map((p) => [p.id, p]));
    const offers = await createPricingService({ db: dbx }).offers(buyer, products, {
      at: clock.now(),
      quantities: new Map(rows.map((r) => [r.productId, r.quantity])),
    });
    const lines: { row: CartRow; product: ProductRow; offer: ProductOffer; item: CartItem; total: number }[] =
      [];
    for (const row of rows) {
      const product = byId.get(row.productId);
      const offer = offers.get(row.productId);
      if (!product || !offer) continue;
      const priced = offer.offer?.price;
      const orderable = Boolean(priced) && offer.canOrder && isAvailable(product);
      const unitPrice = priced ? formatCents(priced.unit) : (row.unitPrice ?? '0.00');
      const totalPrice = priced ? formatCents(priced.total) : (row.totalPrice ?? '0.00');
      lines.push({
        row,
        product,
        offer,
        total: toCents(totalPrice) ?? 0,
        item: {
          id: row.id,
          productId: row.productId,
          quantity: row.quantity,
          unitPrice,
          totalPrice,
          lineType: row.lineType,
          masterPacks: priced?.masterPacks ?? 0,
          masterPackQty: priced?.masterPackQty ?? product.mfgMasterPackQty,
          masterPackPrice: priced ? formatCentsOrNull(priced.masterPackUnit) : null,
          orderable,
          availableQuantity: shortStock(offer.offer?.available ?? null, row.quantity),
          addedAt: row.addedAt.toISOString(),
          product: toProduct(product, offer),
        },
      });
    }
    return lines;
  }

  async function itemById(buyer: Buyer, id: string): Promise<CartItem> {
    const line = (await pricedCart(db, buyer)).find((l) => l.row.id === id);
    if (!line) throw notFound(CART_MESSAGES.notFound);
    return line.item;
  }

  return {
    pricedCart,

    async list(actor: Actor): Promise<CartItem[]> {
      return (await pricedCart(db, buyerOf(actor.user))).map((l) => l.item);
    },

    async summary(actor: Actor): Promise<CartSummary> {
      const buyer = buyerOf(actor.user);
      const lines = await pricedCart(db, buyer);
      // The totals are what Place Order would charge: a line that can no longer be ordered is
      // refused at placement, so it is left out here (the cart marks it for removal).
      const ordered = lines.filter((l) => l.item.orderable);
      const totals = placementTotals(
        ordered.map((l) => ({ vendorId: l.offer.offer?.organizationId ?? null, total: l.total })),
        buyer.taxRate,
      );
      return {
        itemCount: lines.length,
        totalQuantity: ordered.reduce((sum, l) => sum + l.row.quantity, 0),
        subtotal: formatCents(totals.subtotal),
        taxRate: (buyer.taxRate / 10_000).toFixed(4),
        taxLabel: taxLabel(buyer.taxRate),
        tax: formatCents(totals.tax),
        total: formatCents(totals.total),
        taxExempt: totals.taxExempt,
      };
    },

    async add(actor: Actor, productId: string, quantity: number): Promise<CartItem> {
      const buyer = buyerOf(actor.user);
      assertHasOrganization(buyer);
      const id = await withTx(db, async (tx) => {
        await lockUserCart(tx, buyer.userId);
        const existing = await findCartRowByProduct(tx, buyer.userId, productId);
        const newQuantity = (existing?.quantity ?? 0) + quantity;
        if (newQuantity > CART_MAX_QUANTITY)
          throw badRequest(CART_MESSAGES.quantity, { quantity: CART_MESSAGES.quantity });
        const [row] = await createProductsService({ db: tx }).findRows([productId]);
        const offers = row
          ? await createPricingService({ db: tx }).offers(buyer, [row], {
              quantities: new Map([[productId, newQuantity]]),
              at: clock.now(),
            })
          : new Map<string, ProductOffer>();
        const priced = assertOrderable(row, offers.get(productId)).price;
        const prices = { unitPrice: formatCents(priced.unit), totalPrice: formatCents(priced.total) };
        if (existing) {
          await updateCartRow(tx, existing.id, { quantity: newQuantity, ...prices });
          return existing.id;
        }
        const inserted = await insertCartRow(tx, { userId: buyer.userId, productId, quantity, ...prices });
        return inserted.id;
      });
      return itemById(buyer, id);
    },

    async update(actor: Actor, id: string, quantity: number): Promise<CartItem> {
      const buyer = buyerOf(actor.user);
      assertHasOrganization(buyer);
      await withTx(db, async (tx) => {
        await lockUserCart(tx, buyer.userId);
        const existing = await findCartRow(tx, buyer.userId, id);
        if (!existing) throw notFound(CART_MESSAGES.notFound);
        const [row] = await createProductsService({ db: tx }).findRows([existing.productId]);
        const offers = row
          ? await createPricingService({ db: tx }).offers(buyer, [row], {
              quantities: new Map([[row.id, quantity]]),
              at: clock.now(),
            })
          : new Map<string, ProductOffer>();
        const priced = assertOrderable(row, offers.get(existing.productId)).price;
        await updateCartRow(tx, id, {
          quantity,
          unitPrice: formatCents(priced.unit),
          totalPrice: formatCents(priced.total),
        });
      });
      return itemById(buyer, id);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (!(await deleteCartRow(db, actor.user.id, id))) throw notFound(CART_MESSAGES.notFound);
    },
  };
}
