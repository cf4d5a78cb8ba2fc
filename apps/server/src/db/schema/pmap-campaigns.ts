import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { pricingImports } from './pricing-imports.ts';
import { users } from './users.ts';

/**
 * A promotional minimum-advertised-price campaign: a name (unique) and a window. Its per-product
 * prices are promotional new_price pricing_rules pointing here (pricing_rules.campaign_id), so the
 * engine and the catalogue read them like any rule; deleting the campaign deletes them.
 */
export const pmapCampaigns = pgTable(
  'pmap_campaigns',
  {
    id: idColumn(),
    name: text('name').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** The latest import that set its rules (its history row, for rollback). */
    pricingImportId: text('pricing_import_id').references(() => pricingImports.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pmap_campaigns_name_uq').on(t.name),
    index('pmap_campaigns_pricing_import_idx').on(t.pricingImportId),
    index('pmap_campaigns_created_by_idx').on(t.createdBy),
  ],
);
