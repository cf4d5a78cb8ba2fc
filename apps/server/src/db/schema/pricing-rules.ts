import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { pmapCampaigns } from './pmap-campaigns.ts';
import { productSeries } from './product-series.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * Discounts and promotions (manufacturer_special, volume_discount, promotional, clearance; PMAP
 * campaigns are promotional rules sharing a name). A rule targets a product, a series, a
 * manufacturer or an organization; the target's deletion takes its rules along.
 */
export const pricingRules = pgTable(
  'pricing_rules',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description'),
    ruleType: text('rule_type').notNull(),
    manufacturerId: text('manufacturer_id').references(() => organizations.id, { onDelete: 'cascade' }),
    seriesId: text('series_id').references(() => productSeries.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** A category target (products.category, compared case-insensitively). */
    category: text('category'),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    organizationType: text('organization_type'),
    minQuantity: integer('min_quantity').notNull().default(1),
    maxQuantity: integer('max_quantity'),
    /** percentage, fixed_amount or new_price */
    discountType: text('discount_type').notNull(),
    discountValue: numeric('discount_value', { precision: 10, scale: 2 }).notNull(),
    applyTo: text('apply_to').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    /** Null: no end date (the rule form leaves it optional). */
    validTo: timestamp('valid_to', { withTimezone: true }),
    priority: integer('priority').notNull().default(0),
    canStack: boolean('can_stack').notNull().default(false),
    stackingGroup: text('stacking_group'),
    usageCount: integer('usage_count').notNull().default(0),
    maxUsage: integer('max_usage'),
    /** Required on creation; cleared rather than blocking a user's permanent deletion. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    /** The PMAP campaign the rule belongs to (its promotional new_price per product); null otherwise. */
    campaignId: text('campaign_id').references(() => pmapCampaigns.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pricing_rules_product_idx').on(t.productId),
    index('pricing_rules_series_idx').on(t.seriesId),
    index('pricing_rules_manufacturer_idx').on(t.manufacturerId),
    index('pricing_rules_organization_idx').on(t.organizationId),
    index('pricing_rules_category_idx').on(sql`lower(${t.category})`),
    index('pricing_rules_type_active_idx').on(t.ruleType, t.isActive),
    index('pricing_rules_name_idx').on(t.name),
    index('pricing_rules_created_by_idx').on(t.createdBy),
    index('pricing_rules_campaign_idx').on(t.campaignId),
  ],
);
