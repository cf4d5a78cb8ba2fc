import type { seriesAuthorizations } from '@/db/schema/series-authorizations.ts';
import type { DemoManufacturerKey } from './demo-catalog.ts';
import type { DemoOrganizationKey } from './demo-organizations.ts';

type AuthorizationType = 'can_order' | 'pricing_visible' | 'view_only';
type Grant = AuthorizationType | ((seriesIndex: number) => AuthorizationType | null);

/**
 * Who may do what with each manufacturer's series. Every tier holds every kind of grant
 * somewhere, so the catalogue shows all three pricing views in the demo.
 */
export const SERIES_GRANTS: Partial<
  Record<DemoOrganizationKey, Partial<Record<DemoManufacturerKey, Grant>>>
> = {
  // No grant at all on Northgate's Pulse (index 4): the authorizations journey grants it to
  // shop@demo.test and withdraws it again without replacing a seeded grant.
  soundGarage: {
    thunderline: 'can_order',
    kestrel: 'pricing_visible',
    northgate: (i) => (i === 4 ? null : 'view_only'),
  },
  bassNation: {
    kestrel: 'can_order',
    northgate: (i) => (i < 3 ? 'can_order' : 'pricing_visible'),
    thunderline: 'view_only',
  },
  overland: {
    northgate: 'can_order',
    thunderline: (i) => (i < 2 ? 'pricing_visible' : null),
    kestrel: (i) => (i === 5 ? 'view_only' : null),
  },
  pacific: { thunderline: 'can_order', kestrel: 'can_order', northgate: 'pricing_visible' },
  midwest: { kestrel: 'can_order', northgate: 'can_order', thunderline: 'view_only' },
  apex: { thunderline: 'pricing_visible', kestrel: 'view_only' },
};

/** Suppliers each shop may order from. */
export const ORGANIZATION_GRANTS: [shop: DemoOrganizationKey, supplier: DemoOrganizationKey][] = [
  ['soundGarage', 'pacific'],
  ['soundGarage', 'thunderline'],
  ['bassNation', 'midwest'],
  ['bassNation', 'kestrel'],
  ['overland', 'pacific'],
  ['overland', 'midwest'],
  ['overland', 'northgate'],
];

/** Which manufacturers' lines each distributor stocks (pricing rows and inventory). */
export const DISTRIBUTOR_LINES: Partial<Record<DemoOrganizationKey, DemoManufacturerKey[]>> = {
  pacific: ['thunderline', 'kestrel'],
  midwest: ['kestrel', 'northgate'],
};

export function seriesAuthorizationRows(
  seriesByManufacturer: Record<DemoManufacturerKey, string[]>,
  organizationIds: Record<DemoOrganizationKey, string>,
  shopOwners: ReadonlySet<DemoOrganizationKey>,
  adminId: string,
): (typeof seriesAuthorizations.$inferInsert)[] {
  const rows: (typeof seriesAuthorizations.$inferInsert)[] = [];
  for (const [orgKey, grants] of Object.entries(SERIES_GRANTS) as [
    DemoOrganizationKey,
    Partial<Record<DemoManufacturerKey, Grant>>,
  ][]) {
    for (const [manufacturer, grant] of Object.entries(grants) as [DemoManufacturerKey, Grant][]) {
      seriesByManufacturer[manufacturer].forEach((seriesId, index) => {
        const authorizationType = typeof grant === 'function' ? grant(index) : grant;
        if (!authorizationType) return;
        rows.push({
          organizationId: organizationIds[orgKey],
          seriesId,
          authorizationType,
          shopOwnerId: shopOwners.has(orgKey) ? organizationIds[orgKey] : null,
          authorizedBy: adminId,
        });
      });
    }
  }
  return rows;
}
