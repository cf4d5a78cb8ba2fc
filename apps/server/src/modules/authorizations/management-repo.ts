import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { organizationAuthorizations as oa } from '@/db/schema/organization-authorizations.ts';
import { seriesAuthorizations as sa } from '@/db/schema/series-authorizations.ts';

/**
 * Writes of the Shop Owner Authorizations screen. A shop owner's grants are replaced as a set;
 * the service takes `lockShopOwnerGrants` first, so two saves for one shop owner run one after
 * the other and each reads the state the other left.
 */

/** Held until the transaction ends; other shop owners' saves are not blocked. */
export async function lockShopOwnerGrants(db: Db, shopOwnerId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('shop-owner-grants'), hashtext(${shopOwnerId}))`,
  );
}

export interface ActiveGrant {
  id: string;
  type: string;
}

/** The shop owner's active supplier grants: supplier id and type. */
export async function activeOrganizationGrants(db: Db, shopOwnerId: string): Promise<ActiveGrant[]> {
  return db
    .select({ id: oa.authorizedOrganizationId, type: oa.authorizationType })
    .from(oa)
    .where(and(eq(oa.shopOwnerId, shopOwnerId), eq(oa.isActive, true)));
}

/** The shop owner's active series grants: series id and type. */
export async function activeSeriesGrants(db: Db, shopOwnerId: string): Promise<ActiveGrant[]> {
  return db
    .select({ id: sa.seriesId, type: sa.authorizationType })
    .from(sa)
    .where(and(eq(sa.organizationId, shopOwnerId), eq(sa.isActive, true)));
}

/** Rows per statement: 9 parameters each stays far below PostgreSQL's 65,535 per statement. */
const BATCH = 1000;
function* batches<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += BATCH) yield items.slice(i, i + BATCH);
}

interface GrantBy {
  userId: string;
  at: Date;
}

/** An active can_order grant given by `by`: a withdrawn row given again loses its revocation. */
const grantedBy = (by: GrantBy) => ({
  authorizationType: 'can_order',
  isActive: true,
  authorizedBy: by.userId,
  revokedAt: null,
  revokedBy: null,
  updatedAt: by.at,
});

/** Each supplier becomes an active can_order grant: a new row, or the old one given again. */
export async function grantOrganizations(db: Db, shopOwnerId: string, ids: readonly string[], by: GrantBy) {
  if (ids.length === 0) return;
  const granted = grantedBy(by);
  for (const batch of batches(ids))
    await db
      .insert(oa)
      .values(batch.map((id) => ({ shopOwnerId, authorizedOrganizationId: id, ...granted })))
      .onConflictDoUpdate({ target: [oa.shopOwnerId, oa.authorizedOrganizationId], set: granted });
}

/** Each series becomes an active can_order grant for the shop owner: a new row, or the old one. */
export async function grantSeries(db: Db, shopOwnerId: string, ids: readonly string[], by: GrantBy) {
  if (ids.length === 0) return;
  const granted = { ...grantedBy(by), shopOwnerId };
  for (const batch of batches(ids))
    await db
      .insert(sa)
      .values(batch.map((seriesId) => ({ organizationId: shopOwnerId, seriesId, ...granted })))
      .onConflictDoUpdate({ target: [sa.organizationId, sa.seriesId], set: granted });
}

const revoked = (by: GrantBy) => ({
  isActive: false,
  revokedAt: by.at,
  revokedBy: by.userId,
  updatedAt: by.at,
});

/** The grants stay, inactive, with who withdrew them and when. */
export async function revokeOrganizations(db: Db, shopOwnerId: string, ids: readonly string[], by: GrantBy) {
  if (ids.length === 0) return;
  for (const batch of batches(ids))
    await db
      .update(oa)
      .set(revoked(by))
      .where(and(eq(oa.shopOwnerId, shopOwnerId), inArray(oa.authorizedOrganizationId, batch)));
}

export async function revokeSeries(db: Db, shopOwnerId: string, ids: readonly string[], by: GrantBy) {
  if (ids.length === 0) return;
  for (const batch of batches(ids))
    await db
      .update(sa)
      .set(revoked(by))
      .where(and(eq(sa.organizationId, shopOwnerId), inArray(sa.seriesId, batch)));
}
