import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money } from './columns.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';

/**
 * A line of an order. The sku and name are copied at ordering time so the history still reads
 * correctly after the product is renamed or deleted (the product reference is then cleared).
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku'),
    productName: text('product_name'),
    quantity: integer('quantity').notNull(),
    /** Units reserved at the vendor's inventory when the order was placed; shipping consumes them. */
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
    unitPrice: money('unit_price'),
    totalPrice: money('total_price'),
    /**
     * How the total was reached, as the cart showed it: full master packs of masterPackQty units at
     * masterPackPrice per unit, the rest at unitPrice. Copied at ordering time, like the prices.
     */
    masterPacks: integer('master_packs').notNull().default(0),
    masterPackQty: integer('master_pack_qty').notNull().default(1),
    masterPackPrice: money('master_pack_price'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
