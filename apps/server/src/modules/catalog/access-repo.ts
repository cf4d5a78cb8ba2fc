import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { distributorPricing } from '@/db/schema/distributor-pricing.ts';
import { inventory } from '@/db/schema/inventory.ts';
import { organizationAuthorizations } from '@/db/schema/organization-authorizations.ts';
import { organizationPricing } from '@/db/schema/organization-pricing.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { pricingRules } from '@/db/schema/pricing-rules.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { seriesAuthorizations } from '@/db/schema/series-authorizations.ts';

/** The organization's active series authorizations, by series id. */
export async function seriesAuthorizationMap(
  db: Db,
  organizationId: string,
  seriesIds: readonly string[],
): Promise<Map<string, string>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await db
    .select({ seriesId: seriesAuthorizations.seriesId, type: seriesAuthorizations.authorizationType })
    .from(seriesAuthorizations)
    .where(
      and(
        eq(seriesAuthorizations.organizationId, organizationId),
        eq(seriesAuthorizations.isActive, true),
        inArray(seriesAuthorizations.seriesId, [...new Set(seriesIds)]),
      ),
    );
  return new Map(rows.map((r) => [r.seriesId, r.type]));
}

/** Every active series authorization of the organization, with series and manufacturer names. */
export async function listSeriesAuthorizations(db: Db, organizationId: string) {
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
    .leftJoin(organizations, eq(organizations.id, productSeries.manufacturerId))
    .where(
      and(eq(seriesAuthorizations.organizationId, organizationId), eq(seriesAuthorizations.isActive, true)),
    )
    .orderBy(organizations.name, productSeries.name);
}

/** Active suppliers a shop owner (or marketing firm) may order from. */
export async function authorizedSuppliers(db: Db, organizationId: string) {
  return db
    .select({ id: organizations.id, name: organizations.name, type: organizations.type })
    .from(organizationAuthorizations)
    .innerJoin(organizations, eq(organizations.id, organizationAuthorizations.authorizedOrganizationId))
    .where(
      and(
        eq(organizationAuthorizations.shopOwnerId, organizationId),
        eq(organizationAuthorizations.isActive, true),
        eq(organizationAuthorizations.authorizationType, 'can_order'),
        eq(organizations.isActive, true),
      ),
    );
}

export async function distributorPricingRows(
  db: Db,
  productIds: readonly string[],
  distributorIds: readonly string[],
) {
  if (productIds.length === 0 || distributorIds.length === 0) return [];
  return db
    .select({
      productId: distributorPricing.productId,
      distributorId: distributorPricing.distributorId,
      distCost: distributorPricing.distCost,
      distMasterPack: distributorPricing.distMasterPack,
      distMasterPackQty: distributorPricing.distMasterPackQty,
    })
    .from(distributorPricing)
    .where(
      and(
        eq(distributorPricing.isActive, true),
        inArray(distributorPricing.productId, [...productIds]),
        inArray(distributorPricing.distributorId, [...distributorIds]),
      ),
    );
}

/** Available stock (on hand − reserved) per product and organization, where a record exists. */
export async function availableStock(
  db: Db,
  productIds: readonly string[],
  organizationIds: readonly string[],
) {
  if (productIds.length === 0 || organizationIds.length === 0) return [];
  return db
    .select({
      productId: inventory.productId,
      organizationId: inventory.organizationId,
      available: sql<number>`(${inventory.quantityOnHand} - ${inventory.quantityReserved})::int`,
    })
    .from(inventory)
    .where(
      and(
        eq(inventory.isActive, true),
        inArray(inventory.productId, [...productIds]),
        inArray(inventory.organizationId, [...organizationIds]),
      ),
    );
}

export async function organizationPricingRows(db: Db, organizationId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(organizationPricing)
    .where(
      and(
        eq(organizationPricing.organizationId, organizationId),
        eq(organizationPricing.isActive, true),
        inArray(organizationPricing.productId, [...productIds]),
      ),
    );
}

/** Live rules that could target these products; the engine decides which actually apply. */
export async function candidateRules(
  db: Db,
  targets: { productIds: string[]; seriesIds: string[]; manufacturerIds: string[]; categories: string[] },
  at: Date,
) {
  if (targets.productIds.length === 0) return [];
  const r = pricingRules;
  const categories = [...new Set(targets.categories.map((c) => c.toLowerCase()))];
  return db
    .select()
    .from(r)
    .where(
      and(
        eq(r.isActive, true),
        lte(r.validFrom, at),
        or(isNull(r.validTo), gte(r.validTo, at)),
        or(
          inArray(r.productId, targets.productIds),
          inArray(r.seriesId, [...new Set(targets.seriesIds)]),
          inArray(r.manufacturerId, [...new Set(targets.manufacturerIds)]),
          categories.length > 0 ? inArray(sql`lower(${r.category})`, categories) : undefined,
          and(isNull(r.productId), isNull(r.seriesId), isNull(r.manufacturerId), isNull(r.category)),
        ),
      ),
    );
}

export async function organizationNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
