import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { paymentOptions } from './payment-options.ts';
import { users } from './users.ts';

/**
 * Orders are business records: the buying organization cannot be deleted while it has orders
 * (restrict), while the user, payment option and vendor references are cleared if those go.
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    orderNumber: text('order_number').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    /** The authorized vendor the order is routed to. */
    vendorOrganizationId: text('vendor_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    paymentOptionId: text('payment_option_id').references(() => paymentOptions.id, { onDelete: 'set null' }),
    /** pending, processing, shipped, delivered or cancelled */
    status: text('status').notNull().default('pending'),
    subtotalAmount: money('subtotal_amount'),
    taxAmount: money('tax_amount'),
    totalAmount: money('total_amount'),
    notes: text('notes'),
    /** The client's Idempotency-Key header: a retried POST /api/orders returns the first placement's orders. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_organization_idx').on(t.organizationId),
    index('orders_user_idx').on(t.userId),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_vendor_organization_idx').on(t.vendorOrganizationId),
    index('orders_payment_option_idx').on(t.paymentOptionId),
    // One placement makes one order per vendor, all carrying the request's key.
    uniqueIndex('orders_user_idempotency_key_vendor_uq').on(
      t.userId,
      t.idempotencyKey,
      sql`coalesce(${t.vendorOrganizationId}, '')`,
    ),
  ],
);
