import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  text,
  uniqueIndex,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** Which supplier organizations a shop-owner organization may buy from. */
export const organizationAuthorizations = pgTable(
  'organization_authorizations',
  {
    id: idColumn(),
    shopOwnerId: text('shop_owner_id').notNull(),
    authorizedOrganizationId: text('authorized_organization_id').notNull(),
    authorizationType: text('authorization_type').notNull().default('can_order'),
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
    // Named by hand: the generated names exceed PostgreSQL's 63-character identifier limit.
    foreignKey({
      name: 'org_auth_shop_owner_fk',
      columns: [t.shopOwnerId],
      foreignColumns: [organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'org_auth_authorized_org_fk',
      columns: [t.authorizedOrganizationId],
      foreignColumns: [organizations.id],
    }).onDelete('cascade'),
    uniqueIndex('organization_authorizations_pair_uq').on(t.shopOwnerId, t.authorizedOrganizationId),
    index('organization_authorizations_authorized_org_idx').on(t.authorizedOrganizationId),
    index('organization_authorizations_authorized_by_idx').on(t.authorizedBy),
    index('organization_authorizations_revoked_by_idx').on(t.revokedBy),
    check('organization_authorizations_not_self', sql`${t.shopOwnerId} <> ${t.authorizedOrganizationId}`),
  ],
);
