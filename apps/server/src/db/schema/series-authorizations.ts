import { boolean, index, pgTable, text, uniqueIndex, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { productSeries } from './product-series.ts';
import { users } from './users.ts';

/**
 * What an organization may do with a series: can_order, pricing_visible or view_only. One row per
 * organization and series, so a user's authorization for a product has a single answer.
 */
export const seriesAuthorizations = pgTable(
  'series_authorizations',
  {
    id: idColumn(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    seriesId: text('series_id')
      .notNull()
      .references(() => productSeries.id, { onDelete: 'cascade' }),
    authorizationType: text('authorization_type').notNull(),
    /** Set when the grant was made for a shop-owner organization through the authorizations screen. */
    shopOwnerId: text('shop_owner_id').references(() => organizations.id, { onDelete: 'cascade' }),
    authorizedBy: text('authorized_by').references(() => users.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * When a grant is withdrawn the row stays, inactive, with who withdrew it and when (the
     * authorizations screen replaces a shop owner's set; history is not deleted). Cleared when
     * the grant is given again.
     */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('series_authorizations_organization_series_uq').on(t.organizationId, t.seriesId),
    index('series_authorizations_series_idx').on(t.seriesId),
    index('series_authorizations_shop_owner_idx').on(t.shopOwnerId),
    index('series_authorizations_authorized_by_idx').on(t.authorizedBy),
    index('series_authorizations_revoked_by_idx').on(t.revokedBy),
  ],
);
