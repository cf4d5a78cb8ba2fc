import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';

export const organizations = pgTable(
  'organizations',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** manufacturer, distributor, marketing_firm or shop_owner */
    type: text('type').notNull(),
    parentId: text('parent_id').references((): AnyPgColumn => organizations.id, { onDelete: 'set null' }),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    address: text('address'),
    logoUrl: text('logo_url'),
    websiteUrl: text('website_url'),
    /** A fraction: 0.0725 is 7.25 %. Null means tax exempt. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 4 }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organizations_type_idx').on(t.type),
    index('organizations_parent_idx').on(t.parentId),
    // One name per type, whatever the case: users are linked to organizations by picking a name.
    uniqueIndex('organizations_type_lower_name_uq').on(t.type, sql`lower(${t.name})`),
  ],
);
