import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AUTHORIZATION_TYPES, type AuthorizationType } from '@crossover/domain/catalog';
import type { Db } from '@/db/database.ts';
import type { TextValue } from '@/db/keys.ts';
import { organizationAuthorizations } from '@/db/schema/organization-authorizations.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { seriesAuthorizations } from '@/db/schema/series-authorizations.ts';

/** The organization's active series authorizations (fragments.ts reads them for the price decision). */
export const activeGrantOf = (organizationId: TextValue) =>
  and(eq(seriesAuthorizations.organizationId, organizationId), eq(seriesAuthorizations.isActive, true));

/** Series authorizations with their series' and manufacturer's names, to be filtered and ordered. */
function namedAuthorizations(db: Db) {
  return db
    .select({
      seriesId: seriesAuthorizations.seriesId,
      seriesName: productSeries.name,
      manufacturerId: productSeries.manufacturerId,
      manufacturerName: organizations.name,
      authorizationType: seriesAuthorizations.authorizationType,
    })
    .from(seriesAuthorizations)
    .innerJoin(productSeries, eq(productSeries.id, seriesAuthorizations.seriesId))
    .leftJoin(organizations, eq(organizations.id, productSeries.manufacturerId));
}

/** Every active series authorization of the organization, with series and manufacturer names. */
export async function listSeriesAuthorizations(db: Db, organizationId: string) {
  return namedAuthorizations(db)
    .where(activeGrantOf(organizationId))
    .orderBy(organizations.name, productSeries.name);
}

/** The join and condition of a shop owner's active suppliers (fragments.ts reads them for the price decision). */
export const supplierJoin = eq(organizations.id, organizationAuthorizations.authorizedOrganizationId);
export const activeSupplierOf = (organizationId: TextValue) =>
  and(
    eq(organizationAuthorizations.shopOwnerId, organizationId),
    eq(organizationAuthorizations.isActive, true),
    eq(organizationAuthorizations.authorizationType, 'can_order'),
    eq(organizations.isActive, true),
  );

/** The organization's active authorizations of a known type (a stray type is not shown). */
const activeOf = (organizationId: string) =>
  and(
    activeGrantOf(organizationId),
    inArray(seriesAuthorizations.authorizationType, [...AUTHORIZATION_TYPES]),
  );

/** How many active authorizations the organization has of each type. */
export async function countAuthorizationsByType(
  db: Db,
  organizationId: string,
): Promise<Record<AuthorizationType, number>> {
  const rows = await db
    .select({ type: seriesAuthorizations.authorizationType, count: sql<number>`count(*)::int` })
    .from(seriesAuthorizations)
    .where(activeOf(organizationId))
    .groupBy(seriesAuthorizations.authorizationType);
  const counts = { can_order: 0, pricing_visible: 0, view_only: 0 };
  for (const row of rows) counts[row.type as AuthorizationType] = row.count;
  return counts;
}

/**
 * A slice of the organization's active authorizations with series and manufacturer names, by
 * manufacturer, series name, then id so pages never overlap.
 */
export async function listAuthorizationsSlice(
  db: Db,
  organizationId: string,
  { offset, limit }: { offset: number; limit: number },
) {
  const rows = await namedAuthorizations(db)
    .where(activeOf(organizationId))
    .orderBy(asc(organizations.name), asc(productSeries.name), asc(seriesAuthorizations.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ ...row, authorizationType: row.authorizationType as AuthorizationType }));
}
