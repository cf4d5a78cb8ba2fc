import { z } from 'zod';
import { authorizationTypeSchema } from './catalog.ts';

/**
 * Shop Owner Authorizations contract (back-office §2.10, §7): which supplier organizations and
 * which series a shop-owner organization may buy from.
 *   GET/PUT /api/organization-authorizations/{shopOwnerId}   (authorizedOrganizationIds)
 *   GET/PUT /api/shop-owner-series-authorizations/{shopOwnerId} (authorizedSeriesIds)
 *   GET /api/authorizations/shop-owners (the shop owners to choose from)
 * A PUT replaces the shop owner's can_order set within the caller's reach (admins: every supplier
 * and series; a manufacturer: itself as supplier and its own series); withdrawn grants stay as
 * inactive rows with who withdrew them and when.
 */

export const AUTHORIZATION_MESSAGES = {
  shopOwnerNotFound: 'Shop owner organization not found',
  otherSupplier: 'You can only grant or withdraw your own organization as a supplier',
  otherSeries: 'You can only grant or withdraw series of your own organization',
  organizationsUpdated: 'Organization authorizations updated successfully',
  seriesUpdated: 'Series authorizations updated successfully',
  organizationsFailed: 'Failed to update organization authorizations',
  seriesFailed: 'Failed to update series authorizations',
  newSeriesFailed: 'Failed to create new series',
  noShopOwners: 'No shop owner organizations found',
  noSuppliers: 'No supplier organizations available',
  notYetSaved: 'Not Yet Saved',
  savedToDb: 'Saved to DB',
} as const;

/** Suppliers a shop owner may be authorized to order from. */
export const SUPPLIER_TYPES = ['manufacturer', 'distributor'] as const;

/** Far above any real network (the demo has a handful of suppliers and a few dozen series). */
export const MAX_AUTHORIZED_ORGANIZATIONS = 1000;
export const MAX_AUTHORIZED_SERIES = 10_000;

export function supplierInvalidMessage(id: string): string {
  return `Organization ${id} is not an active manufacturer or distributor`;
}
export function seriesMissingMessage(id: string): string {
  return `Series ${id} does not exist`;
}

/** A list of ids, each trimmed and non-blank, at most `max`, duplicates dropped. */
function idList(label: string, max: number) {
  return z
    .array(
      z
        .string({ error: `${label} must be a list of IDs` })
        .trim()
        .min(1, `${label} must not contain a blank ID`)
        .max(100, `${label} must not contain an ID longer than 100 characters`),
      { error: `${label} must be a list of IDs` },
    )
    .max(max, `${label} may list at most ${max.toLocaleString('en-US')} IDs`)
    .transform((ids) => [...new Set(ids)]);
}

export const shopOwnerParamsSchema = z.object({ shopOwnerId: z.string().min(1).max(100) });

/** PUT /api/organization-authorizations/{shopOwnerId}: the suppliers it may order from. */
export const organizationAuthorizationsRequestSchema = z.object({
  authorizedOrganizationIds: idList('Authorized organizations', MAX_AUTHORIZED_ORGANIZATIONS),
});
export type OrganizationAuthorizationsRequest = z.infer<typeof organizationAuthorizationsRequestSchema>;

/** PUT /api/shop-owner-series-authorizations/{shopOwnerId}: the series it may order. */
export const seriesAuthorizationsRequestSchema = z.object({
  authorizedSeriesIds: idList('Authorized series', MAX_AUTHORIZED_SERIES),
});
export type SeriesAuthorizationsRequest = z.infer<typeof seriesAuthorizationsRequestSchema>;

const shopOwnerRef = z.object({ id: z.string(), name: z.string() });

export const shopOwnerOptionSchema = z.object({ id: z.string(), name: z.string(), isActive: z.boolean() });
export type ShopOwnerOption = z.infer<typeof shopOwnerOptionSchema>;

export const supplierOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SUPPLIER_TYPES),
});
export type SupplierOption = z.infer<typeof supplierOptionSchema>;

/**
 * GET (and PUT's answer) for suppliers: the suppliers the caller may grant or withdraw (an admin:
 * every active manufacturer and distributor; a manufacturer: itself) and which of them the shop
 * owner may order from now.
 */
export const organizationAuthorizationsSchema = z.object({
  shopOwner: shopOwnerRef,
  suppliers: z.array(supplierOptionSchema),
  authorizedOrganizationIds: z.array(z.string()),
});
export type OrganizationAuthorizations = z.infer<typeof organizationAuthorizationsSchema>;

export const seriesOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  manufacturerId: z.string(),
  manufacturerName: z.string().nullable(),
  isActive: z.boolean(),
  /** The shop owner's active grant for the series, of any type; null when it has none. */
  authorizationType: authorizationTypeSchema.nullable(),
});
export type SeriesOption = z.infer<typeof seriesOptionSchema>;

/**
 * GET (and PUT's answer) for series: every series the caller may grant or withdraw (an admin:
 * all; a manufacturer: its own) with the shop owner's current grant, and the ids it may order
 * (can_order). Pricing-only and view-only grants are shown but not changed by the PUT unless
 * listed (then they become can_order).
 */
export const seriesAuthorizationsSchema = z.object({
  shopOwner: shopOwnerRef,
  series: z.array(seriesOptionSchema),
  authorizedSeriesIds: z.array(z.string()),
});
export type SeriesAuthorizations = z.infer<typeof seriesAuthorizationsSchema>;
