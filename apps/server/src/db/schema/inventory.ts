import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { products } from './products.ts';

/** Stock of one product held by one organization. Available = on hand - reserved. */
export const inventory = pgTable(
  'inventory',
  {
    id: idColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    quantityOnHand: integer('quantity_on_hand').notNull().default(0),
    quantityReserved: integer('quantity_reserved').notNull().default(0),
    quantityOnOrder: integer('quantity_on_order').notNull().default(0),
    reorderPoint: integer('reorder_point').notNull().default(0),
    maxStockLevel: integer('max_stock_level'),
    lastRestocked: timestamp('last_restocked', { withTimezone: true }),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('inventory_product_organization_uq').on(t.productId, t.organizationId),
    index('inventory_organization_idx').on(t.organizationId),
    // A last line of defence against an adjustment that takes stock below zero.
    check(
      'inventory_quantities_non_negative',
      sql`${t.quantityOnHand} >= 0 and ${t.quantityReserved} >= 0 and ${t.quantityOnOrder} >= 0 and ${t.reorderPoint} >= 0`,
    ),
  ],
);
