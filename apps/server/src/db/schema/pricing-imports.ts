import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
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
    campaignName: text('campaign_name'),
    effectiveDate: timestamp('effective_date', { withTimezone: true }),
    /** Null: permanent. */
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    recordsProcessed: integer('records_processed').notNull().default(0),
    recordsSuccessful: integer('records_successful').notNull().default(0),
    recordsFailed: integer('records_failed').notNull().default(0),
    /** completed, failed or rolled_back */
    status: text('status').notNull().default('completed'),
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
  ],
);
