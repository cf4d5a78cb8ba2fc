import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, money, updatedAt } from './columns.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/** A user's cart line. Prices are the server's, recomputed on every change. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    unitPrice: money('unit_price'),
    totalPrice: money('total_price'),
    /** regular or master_pack */
    lineType: text('line_type').notNull().default('regular'),
    parentCartItemId: text('parent_cart_item_id').references((): AnyPgColumn => cartItems.id, {
      onDelete: 'cascade',
    }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    sortOrder: integer('sort_order').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cart_items_user_idx').on(t.userId),
    index('cart_items_product_idx').on(t.productId),
    index('cart_items_parent_idx').on(t.parentCartItemId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
