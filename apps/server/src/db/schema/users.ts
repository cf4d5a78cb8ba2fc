import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    role: text('role').notNull().default('shop_owner'),
    isActive: boolean('is_active').notNull().default(true),
    permissions: text('permissions').array(),
    territory: text('territory'),
    managerId: text('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    phone: text('phone'),
    title: text('title'),
    department: text('department'),
    /** argon2id hash; null for users who only sign in by SSO. */
    password: text('password'),
    /** 'traditional' (email + password) or 'oidc' (single sign-on); see docs/decisions/0003. */
    authType: text('auth_type').notNull().default('oidc'),
    /** The identity provider's subject ('sub'), set when an SSO user first signs in; then matched on. */
    oidcSubject: text('oidc_subject').unique(),
    /** sha-256 of the reset token, never the token itself. */
    passwordResetToken: text('password_reset_token'),
    passwordResetExpires: timestamp('password_reset_expires', { withTimezone: true }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_organization_idx').on(t.organizationId),
    // Foreign keys are indexed: deleting a user looks up its reports (db/schema-indexes.test.ts).
    index('users_manager_idx').on(t.managerId),
    index('users_role_idx').on(t.role),
    index('users_lower_email_idx').on(sql`lower(${t.email})`),
    index('users_reset_token_idx').on(t.passwordResetToken),
    // The user list's default order and its paging.
    index('users_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    // User search is LIKE '%…%' on exactly this expression (modules/users/repo.ts userSearchText).
    index('users_search_trgm_idx').using(
      'gin',
      sql`(lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '') || ' ' || ${t.email})) gin_trgm_ops`,
    ),
  ],
);
