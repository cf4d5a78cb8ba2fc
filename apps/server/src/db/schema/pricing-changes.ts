import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { organizations } from './organizations.ts';
import { pricingImports } from './pricing-imports.ts';
import { pricingRules } from './pricing-rules.ts';
import { products } from './products.ts';

/** One field changed by a pricing import, with the old value so the import can be rolled back. */
export const pricingChanges = pgTable(
  'pricing_changes',
  {
    id: idColumn(),
    pricingImportId: text('pricing_import_id')
      .notNull()
      .references(() => pricingImports.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku'),
    /**
     * distributor_cost, distributor_mpq_cost, distributor_part_number, pricing_rule_created or
     * pricing_rule_deactivated
     */
    changeType: text('change_type').notNull(),
    fieldName: text('field_name'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    pricingRuleId: text('pricing_rule_id').references(() => pricingRules.id, { onDelete: 'set null' }),
    /** scheduled (waiting for the import's effective date), applied, or expired (reverted at its expiration date). */
    state: text('state').notNull().default('applied'),
    /** The import's distributor (whose distributor_pricing row changed); null: products' own columns or a rule. */
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    isRolledBack: boolean('is_rolled_back').notNull().default(false),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // A price list inserts up to 150,000 rows: only the indexes a query or a foreign key needs
  // (migration 0018). By import then product: every read, and the rounds of rollback and expiry
  // (product by product); by product: the later-import check; by rule (rule changes only,
  // partial): restoring PMAP rules and a rule's deletion; by organization: its deletion.
  (t) => [
    index('pricing_changes_import_idx').on(t.pricingImportId, t.productId),
    index('pricing_changes_product_idx').on(t.productId),
    index('pricing_changes_organization_idx').on(t.organizationId),
    index('pricing_changes_rule_idx')
      .on(t.pricingRuleId)
      .where(sql`${t.pricingRuleId} is not null`),
  ],
);
