import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { pricingRules } from './pricing-rules.ts';

/**
 * One field changed by a pricing import, with the old value so the import can be rolled back.
 *
 * A log written up to 150,000 rows per price list (decision 0038): its key is a sequence (rows
 * land at the end of the key index, no uuid per row), and its import, product and organization
 * are recorded without foreign keys, whose per-row checks cost as much as the insert itself. The
 * deletes that touch them clean up in their own transaction: deleting products clears
 * product_id (products/deletion.ts), deleting an organization deletes its imports with their
 * changes (organizations/repo.ts). The rule key stays a foreign key: only PMAP imports set it.
 */
export const pricingChanges = pgTable(
  'pricing_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pricingImportId: text('pricing_import_id').notNull(),
    productId: text('product_id'),
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
    organizationId: text('organization_id'),
    isRolledBack: boolean('is_rolled_back').notNull().default(false),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // A price list inserts up to 150,000 rows: only the indexes a query needs (migrations 0018,
  // 0019). By import then product: every read, the rounds of rollback and expiry (product ranges)
  // and an organization's deletion; by product: the later-import check and a product's deletion;
  // by rule (rule changes only, partial): restoring PMAP rules and a rule's deletion.
  (t) => [
    index('pricing_changes_import_idx').on(t.pricingImportId, t.productId),
    index('pricing_changes_product_idx').on(t.productId),
    index('pricing_changes_rule_idx')
      .on(t.pricingRuleId)
      .where(sql`${t.pricingRuleId} is not null`),
  ],
);
