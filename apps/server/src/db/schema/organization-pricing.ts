import { boolean, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { products } from './products.ts';

/** A custom cost for one product as sold to one organization, for a period. */
export const organizationPricing = pgTable(
  'organization_pricing',
  {
    id: idColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    organizationType: text('organization_type').notNull(),
    customCost: money('custom_cost'),
    customMasterPackCost: money('custom_master_pack_cost'),
    customMasterPackQty: integer('custom_master_pack_qty'),
    /** percentage, fixed_amount or custom_price */
    markupType: text('markup_type'),
    markupValue: numeric('markup_value', { precision: 10, scale: 2 }),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    /** Null: open-ended. */
    effectiveTo: timestamp('effective_to', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organization_pricing_org_product_idx').on(t.organizationId, t.productId),
    index('organization_pricing_product_idx').on(t.productId),
  ],
);
