import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { csvImports } from '@/db/schema/csv-imports.ts';
import { products } from '@/db/schema/products.ts';
import { stagedProducts } from '@/db/schema/staged-products.ts';

type StagedRow = typeof stagedProducts.$inferInsert;

/**
 * A demo CSV import of Thunderline's (manufacturer@demo.test) new season file, waiting for review
 * on Staged Products: 22 new SKUs (prefix TLI-, neither the catalogue's TL- nor the journeys'
 * E2E-) and 8 SKUs already in the catalogue (Update badges: a new MAP price, same names). Names
 * are as a manufacturer's file has them (some lower-case and abbreviated, for the AI tab); series
 * are the manufacturer's existing ones in any case, or none (the accessories: approval leaves
 * them pending as needing a series). No row proposes a new series: the 'Not Yet Saved' proposals stay the five of
 * demo-staged.ts. The updated SKUs avoid Storm (the commerce journey) and Tempest Loaded (the
 * vehicle filter journey).
 */
export const DEMO_IMPORT_FILENAME = 'thunderline-2026-new-season.csv';
export const DEMO_IMPORT_NEW_PREFIX = 'TLI-';

/** [sku, name, category, subcategory, proposed series, MAP as written, mfg cost, pack qty] */
type NewItem = [string, string, string, string, string | null, string, string, number | null];

const SUBWOOFERS: NewItem[] = [8, 10, 12].flatMap((size) =>
  (['D2', 'D4'] as const).map((coil): NewItem => {
    const rms = size * 50;
    return [
      `TLI-TS${size}${coil}V2`,
      `tempest ts-${size}${coil.toLowerCase()} v2 ${size}in sub dvc ${coil === 'D2' ? '2' : '4'}ohm ${rms}w rms`,
      'Subs',
      'Component Subwoofers',
      'tempest',
      `$${(size * 18 + 9.99).toFixed(2)}`,
      (size * 9).toFixed(2),
      2,
    ];
  }),
);

const MARINE_AMPS: NewItem[] = (
  [
    [1, 600],
    [1, 1000],
    [2, 150],
    [2, 300],
    [4, 75],
    [4, 100],
  ] as const
).map(([channels, watts]) => [
  `TLI-SG${watts}.${channels}M2`,
  `Surge SG-${watts}.${channels}M2 Marine ${channels === 1 ? 'Monoblock' : `${channels}-Channel`} Amplifier`,
  'Amplifiers',
  channels === 1 ? 'Monoblock Amplifiers' : `${channels}-Channel Amplifiers`,
  'Surge',
  `$${(watts * (channels === 1 ? 0.55 : channels * 0.6) + 149.99).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  (watts * 0.25 + 60).toFixed(2),
  1,
]);

const WIRING: NewItem[] = [
  ['TLI-VK0OFC2', 'volt 1/0ga ofc amp kit 2nd gen', '0'],
  ['TLI-VK4OFC2', 'volt 4ga ofc amp kit 2nd gen', '4'],
  ['TLI-VK8OFC2', 'volt 8ga ofc amp kit 2nd gen', '8'],
  ['TLI-VDB4', 'volt 4-way dist block w/ anl fuse', '4'],
  ['TLI-VRCA17', 'volt 17ft twisted pr rca interconnect', '-'],
].map(([sku, name, gauge], i): NewItem => [
  sku!,
  name!,
  'Wiring & Installation',
  gauge === '-' ? 'Interconnects' : i === 3 ? 'Fuses & Distribution' : 'Amplifier Wiring Kits',
  'VOLT',
  `${(24.99 + i * 15).toFixed(2)}`,
  `${(9 + i * 6).toFixed(2)}`,
  10,
]);

const ACCESSORIES: NewItem[] = [
  ['TLI-RBK2', 'Remote Bass Knob RBK-2 for Storm and Surge amps', 'Accessories', 'Remote Controls', '39.99'],
  ['TLI-LOC4', '4-Ch Line Output Converter w/ Auto Turn-On', 'Accessories', 'Signal Processors', '59.99'],
  ['TLI-CAP3', '3 Farad Digital Power Capacitor', 'Accessories', 'Capacitors', '129.99'],
  ['TLI-MNT2', 'Amp Rack Mounting Kit (2 amps)', 'Accessories', 'Mounting', '49.99'],
  ['TLI-SCS1', 'Sound Deadening Starter Kit 10 sq ft', 'Accessories', 'Sound Deadening', '69.99'],
].map(([sku, name, category, subcategory, map]) => [
  sku!,
  name!,
  category!,
  subcategory!,
  null,
  map!,
  (Number(map) * 0.45).toFixed(2),
  null,
]);

export const DEMO_IMPORT_NEW_ITEMS: readonly NewItem[] = [
  ...SUBWOOFERS,
  ...MARINE_AMPS,
  ...WIRING,
  ...ACCESSORIES,
];

/** Catalogue SKUs the file updates: a new MAP price (+$10) and a new description. */
export const DEMO_IMPORT_UPDATED_SKUS = [
  'TL-TS10D2',
  'TL-TS12D2',
  'TL-TS12D4',
  'TL-TX10D2',
  'TL-TX12D4',
  'TL-SG400.1',
  'TL-SG100.2',
  'TL-SG50.4',
] as const;

export async function seedDemoStagedImport(db: Db, thunderlineId: string, adminId: string | null) {
  const [upload] = await db
    .insert(csvImports)
    .values({
      userId: adminId,
      filename: DEMO_IMPORT_FILENAME,
      manufacturerId: thunderlineId,
      status: 'staged',
      totalRows: DEMO_IMPORT_NEW_ITEMS.length + DEMO_IMPORT_UPDATED_SKUS.length,
      // Finished: every row processed and staged (its file is not kept, so it cannot be retried).
      processedRows: DEMO_IMPORT_NEW_ITEMS.length + DEMO_IMPORT_UPDATED_SKUS.length,
      recordsStaged: DEMO_IMPORT_NEW_ITEMS.length + DEMO_IMPORT_UPDATED_SKUS.length,
      recordsImported: DEMO_IMPORT_NEW_ITEMS.length + DEMO_IMPORT_UPDATED_SKUS.length,
      finishedAt: new Date(Date.now() - 30_000),
    })
    .returning({ id: csvImports.id });
  const existing = await db
    .select()
    .from(products)
    .where(inArray(products.sku, [...DEMO_IMPORT_UPDATED_SKUS]));
  // File order, one second apart, so the newest-first list shows the file from its end.
  const start = Date.now() - 60_000;
  const common = (index: number): Partial<StagedRow> => ({
    csvImportId: upload!.id,
    manufacturerId: thunderlineId,
    proposedManufacturerName: 'Thunderline Audio',
    createdAt: new Date(start + index * 1000),
  });
  const rows: StagedRow[] = [
    ...DEMO_IMPORT_NEW_ITEMS.map(([sku, name, category, subcategory, series, map, cost, qty], i) => ({
      ...common(i),
      sku,
      name,
      category,
      subcategory,
      proposedSeriesName: series,
      mapPrice: map,
      retailPrice: null,
      mfgCost: cost,
      mfgMasterPackQty: qty,
      isNewSku: true,
    })),
    ...existing.map((product, i) => ({
      ...common(DEMO_IMPORT_NEW_ITEMS.length + i),
      sku: product.sku,
      name: product.name,
      description: `${product.description ?? product.name} 2026 model year.`,
      category: product.category,
      subcategory: product.subcategory,
      mapPrice: (Number(product.mapPrice ?? '0') + 10).toFixed(2),
      retailPrice: product.retailPrice,
      mfgCost: product.mfgCost,
      mfgMasterPackQty: product.mfgMasterPackQty,
      upc: product.upc,
      isNewSku: false,
    })),
  ];
  await db.insert(stagedProducts).values(rows);
  const imported = rows.length;
  await db
    .update(csvImports)
    .set({ recordsImported: imported, recordsStaged: imported })
    .where(eq(csvImports.id, upload!.id));
}
