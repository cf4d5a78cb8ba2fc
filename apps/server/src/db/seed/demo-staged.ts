import type { Db } from '@/db/database.ts';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import type { DemoOrganizationKey } from './demo-organizations.ts';
import { seedDemoStagedImport } from './demo-staged-import.ts';

type StagedRow = typeof stagedProducts.$inferInsert;

/**
 * Pending staged products (as a manual entry would leave them) proposing series their
 * manufacturers do not have yet, so Shop Owner Authorizations shows 'Not Yet Saved' series in the
 * demo. 'Cyclone' is Thunderline's (manufacturer@demo.test), 'Kite' Kestrel's.
 */
const PROPOSALS: {
  manufacturer: DemoOrganizationKey;
  manufacturerName: string;
  series: string;
  items: [sku: string, name: string, category: string, subcategory: string, map: string][];
}[] = [
  {
    manufacturer: 'thunderline',
    manufacturerName: 'Thunderline Audio',
    series: 'Cyclone',
    items: [
      [
        'CY-1200.1',
        'Cyclone CY-1200.1 Compact Monoblock Amplifier',
        'Amplifiers',
        'Monoblock Amplifiers',
        '329.99',
      ],
      [
        'CY-600.4',
        'Cyclone CY-600.4 Compact 4-Channel Amplifier',
        'Amplifiers',
        '4-Channel Amplifiers',
        '279.99',
      ],
      [
        'CY-800.5',
        'Cyclone CY-800.5 Compact 5-Channel Amplifier',
        'Amplifiers',
        '5-Channel Amplifiers',
        '349.99',
      ],
    ],
  },
  {
    manufacturer: 'kestrel',
    manufacturerName: 'Kestrel Acoustics',
    series: 'Kite',
    items: [
      ['KT-65C', 'Kite KT-65C 6.5" Component Speaker Set', 'Speakers', 'Component Speakers', '189.99'],
      ['KT-69X', 'Kite KT-69X 6x9" Coaxial Speakers', 'Speakers', 'Coaxial Speakers', '149.99'],
    ],
  },
];

export function demoStagedRows(orgIds: Record<DemoOrganizationKey, string>): StagedRow[] {
  return PROPOSALS.flatMap((proposal) =>
    proposal.items.map(([sku, name, category, subcategory, map]) => ({
      name,
      sku,
      category,
      subcategory,
      mapPrice: map,
      retailPrice: (Number(map) + 20).toFixed(2),
      mfgMasterPackQty: 1,
      manufacturerId: orgIds[proposal.manufacturer],
      proposedManufacturerName: proposal.manufacturerName,
      proposedSeriesName: proposal.series,
      isNewSku: true,
    })),
  );
}

/** The five proposals above, then the demo import (demo-staged-import.ts) uploaded by `adminId`. */
export async function seedDemoStagedProducts(
  db: Db,
  orgIds: Record<DemoOrganizationKey, string>,
  adminId: string | null = null,
) {
  await db.insert(stagedProducts).values(demoStagedRows(orgIds));
  await seedDemoStagedImport(db, orgIds.thunderline, adminId);
}
