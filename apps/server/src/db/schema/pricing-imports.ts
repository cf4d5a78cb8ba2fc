import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** One distributor-pricing or PMAP import; its field-level changes are in pricing_changes. */
export const pricingImports = pgTable(
  'pricing_imports',
  {
    id: idColumn(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** distributor_pricing or pmap_campaign */
    importType: text('import_type').notNull(),
    filename: text('filename').notNull(),
    /**
     * The distributor whose distributor_pricing rows the import changes; null: the catalogue's
     * reference columns (products.distributorCost…), or a PMAP campaign (its rules). Deleting the
     * distributor deletes its imports (its distributor_pricing rows go too): an import left
     * without its organization would read as one of the catalogue's columns (decision 0038).
     */
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** The tracked job applying it (background_jobs.id). */
    jobId: text('job_id'),
    campaignName: text('campaign_name'),
    effectiveDate: timestamp('effective_date', { withTimezone: true }),
    /** Null: permanent. */
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    recordsProcessed: integer('records_processed').notNull().default(0),
    recordsSuccessful: integer('records_successful').notNull().default(0),
    recordsFailed: integer('records_failed').notNull().default(0),
    /**
     * processing (its job is applying it), scheduled (a future effective date: nothing applied yet),
     * completed (applied), expired (its expiration date reverted it), failed or rolled_back.
     * effective_date and expiration_date hold the start of that UTC day.
     */
    status: text('status').notNull().default('completed'),
    failureReason: text('failure_reason'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    changes: jsonb('changes'),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    rolledBackBy: text('rolled_back_by').references(() => users.id, { onDelete: 'set null' }),
    rollbackReason: text('rollback_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pricing_imports_user_idx').on(t.userId),
    index('pricing_imports_created_at_idx').on(t.createdAt),
    index('pricing_imports_rolled_back_by_idx').on(t.rolledBackBy),
    index('pricing_imports_organization_idx').on(t.organizationId),
    index('pricing_imports_status_idx').on(t.status),
  ],
);
