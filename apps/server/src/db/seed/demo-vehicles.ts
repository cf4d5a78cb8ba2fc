import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/database.ts';
import { productVehicles } from '@/db/schema/product-vehicles.ts';
import { vehicles } from '@/db/schema/vehicles.ts';

type VehicleInsert = typeof vehicles.$inferInsert;

/**
 * The demo vehicles: popular trucks, SUVs and cars, one row per generation (null end = still
 * made), and the demo products that fit them — the vehicle-specific steering-wheel interfaces,
 * truck subwoofer enclosures and a few speaker sizes — so the catalogue's 'fits my vehicle'
 * filter and the fitment lists have something real to show.
 */
const V = (
  key: string,
  yearStart: number,
  yearEnd: number | null,
  make: string,
  model: string,
  extra: Partial<VehicleInsert> = {},
) => ({ key, row: { yearStart, yearEnd, make, model, ...extra } satisfies VehicleInsert });

const crew = { bodyStyle: 'Crew Cab Pickup' };
const DEMO_VEHICLES = [
  V('f150-13', 2015, 2020, 'Ford', 'F-150', { ...crew, trim: 'XLT', engineSize: '3.5L V6 EcoBoost' }),
  V('f150-14', 2021, null, 'Ford', 'F-150', { ...crew, trim: 'XLT', engineSize: '3.5L V6 EcoBoost' }),
  V('f150-14-lariat', 2021, null, 'Ford', 'F-150', { ...crew, trim: 'Lariat', engineSize: '5.0L V8' }),
  V('ranger', 2019, 2023, 'Ford', 'Ranger', { bodyStyle: 'SuperCrew Pickup', engineSize: '2.3L I4' }),
  V('mustang', 2015, 2023, 'Ford', 'Mustang', { bodyStyle: 'Coupe', trim: 'GT', engineSize: '5.0L V8' }),
  V('bronco', 2021, null, 'Ford', 'Bronco', { bodyStyle: '4-Door SUV', engineSize: '2.7L V6 EcoBoost' }),
  V('explorer', 2020, null, 'Ford', 'Explorer', { bodyStyle: 'SUV' }),
  V('silverado-k2', 2014, 2018, 'Chevrolet', 'Silverado 1500', {
    ...crew,
    trim: 'LT',
    engineSize: '5.3L V8',
  }),
  V('silverado-t1', 2019, null, 'Chevrolet', 'Silverado 1500', {
    ...crew,
    trim: 'LT',
    engineSize: '5.3L V8',
  }),
  V('colorado', 2015, 2022, 'Chevrolet', 'Colorado', { ...crew, engineSize: '3.6L V6' }),
  V('camaro', 2016, 2024, 'Chevrolet', 'Camaro', { bodyStyle: 'Coupe', trim: 'SS', engineSize: '6.2L V8' }),
  V('tahoe', 2015, 2020, 'Chevrolet', 'Tahoe', { bodyStyle: 'SUV', engineSize: '5.3L V8' }),
  V('sierra', 2019, null, 'GMC', 'Sierra 1500', { ...crew, trim: 'SLE', engineSize: '5.3L V8' }),
  V('wrangler-jk', 2007, 2018, 'Jeep', 'Wrangler', { trim: 'Unlimited', bodyStyle: '4-Door SUV' }),
  V('wrangler-jl', 2018, null, 'Jeep', 'Wrangler', { trim: 'Unlimited', bodyStyle: '4-Door SUV' }),
  V('gladiator', 2020, null, 'Jeep', 'Gladiator', { ...crew, engineSize: '3.6L V6' }),
  V('grand-cherokee', 2014, 2021, 'Jeep', 'Grand Cherokee', { bodyStyle: 'SUV' }),
  V('ram-ds', 2013, 2018, 'Ram', '1500', { ...crew, trim: 'Big Horn', engineSize: '5.7L V8 HEMI' }),
  V('ram-dt', 2019, null, 'Ram', '1500', { ...crew, trim: 'Big Horn', engineSize: '5.7L V8 HEMI' }),
  V('challenger', 2015, 2023, 'Dodge', 'Challenger', {
    bodyStyle: 'Coupe',
    trim: 'R/T',
    engineSize: '5.7L V8',
  }),
  V('camry', 2018, 2024, 'Toyota', 'Camry', { bodyStyle: 'Sedan', trim: 'SE', engineSize: '2.5L I4' }),
  V('tacoma', 2016, 2023, 'Toyota', 'Tacoma', { bodyStyle: 'Double Cab Pickup', engineSize: '3.5L V6' }),
  V('tundra', 2014, 2021, 'Toyota', 'Tundra', { bodyStyle: 'CrewMax Pickup', engineSize: '5.7L V8' }),
  V('4runner', 2010, 2024, 'Toyota', '4Runner', { bodyStyle: 'SUV', engineSize: '4.0L V6' }),
  V('rav4', 2019, null, 'Toyota', 'RAV4', { bodyStyle: 'SUV' }),
  V('corolla', 2020, null, 'Toyota', 'Corolla', { bodyStyle: 'Sedan' }),
  V('civic-10', 2016, 2021, 'Honda', 'Civic', { bodyStyle: 'Sedan', engineSize: '2.0L I4' }),
  V('civic-11', 2022, null, 'Honda', 'Civic', { bodyStyle: 'Sedan', engineSize: '2.0L I4' }),
  V('accord', 2018, 2022, 'Honda', 'Accord', { bodyStyle: 'Sedan', engineSize: '1.5L I4 Turbo' }),
  V('crv', 2017, 2022, 'Honda', 'CR-V', { bodyStyle: 'SUV' }),
  V('pilot', 2016, 2022, 'Honda', 'Pilot', { bodyStyle: 'SUV', engineSize: '3.5L V6' }),
  V('ridgeline', 2017, null, 'Honda', 'Ridgeline', { ...crew }),
  V('frontier', 2022, null, 'Nissan', 'Frontier', { ...crew, engineSize: '3.8L V6' }),
  V('outback', 2020, 2024, 'Subaru', 'Outback', { bodyStyle: 'Wagon' }),
  // Kept for history, no longer offered (an entry made twice under another name).
  V('f150-old', 2009, 2014, 'Ford', 'F150', {
    isActive: false,
    notes: 'Duplicate of the F-150 entries; kept for old links',
  }),
] as const;

type VehicleKey = (typeof DEMO_VEHICLES)[number]['key'];

/** [product SKU, vehicles it fits, compatibility notes, verified]. */
const FITMENT: [sku: string, fits: VehicleKey[], notes: string | null, verified: boolean][] = [
  [
    'NG-BSWFOR',
    ['f150-13', 'f150-14', 'f150-14-lariat', 'ranger', 'mustang', 'bronco', 'explorer'],
    'Retains factory steering-wheel audio controls; harness included',
    true,
  ],
  [
    'NG-BSWGM',
    ['silverado-k2', 'silverado-t1', 'colorado', 'camaro', 'tahoe', 'sierra'],
    'Non-amplified systems; Bose-equipped vehicles need the BL-4A as well',
    true,
  ],
  ['NG-BSWTOY', ['camry', 'tacoma', 'tundra', '4runner', 'rav4', 'corolla'], null, true],
  [
    'NG-BSWCHR',
    ['wrangler-jk', 'wrangler-jl', 'gladiator', 'grand-cherokee', 'ram-ds', 'ram-dt', 'challenger'],
    null,
    true,
  ],
  ['NG-BSWHON', ['civic-10', 'civic-11', 'accord', 'crv', 'pilot', 'ridgeline'], null, false],
  [
    'TL-TES10T',
    ['f150-13', 'f150-14', 'silverado-k2', 'silverado-t1', 'sierra', 'ram-dt'],
    'Under the rear seat',
    true,
  ],
  [
    'TL-TED10T',
    ['f150-14', 'silverado-t1', 'sierra', 'ram-dt', 'tundra'],
    'Under the rear seat; remove the storage tray',
    false,
  ],
  ['TL-TES12T', ['f150-14', 'ram-dt', 'tundra'], 'Behind the rear seat', false],
  [
    'KA-FC652',
    ['wrangler-jl', 'civic-10', 'camry', 'tacoma'],
    'Front doors; speaker adapter rings required',
    true,
  ],
  ['KA-FC682', ['f150-13', 'f150-14', 'ranger', 'mustang', 'bronco'], 'Front doors, direct fit', true],
  ['KA-FC693', ['camry', 'accord', 'challenger', 'ram-ds'], 'Rear deck or rear doors', false],
];

/** Inserts the demo vehicles and their fitment; the SKUs must be demo products (checked). */
export async function seedDemoVehicles(
  db: Db,
  productIdBySku: ReadonlyMap<string, string>,
  verifierId: string,
): Promise<void> {
  const ids = new Map<string, string>(DEMO_VEHICLES.map((v) => [v.key, randomUUID()]));
  await db.insert(vehicles).values(DEMO_VEHICLES.map((v) => ({ id: ids.get(v.key)!, ...v.row })));
  const links = FITMENT.flatMap(([sku, fits, compatibilityNotes, isVerified]) => {
    const productId = productIdBySku.get(sku);
    if (!productId) throw new Error(`demo fitment: no demo product ${sku}`);
    return fits.map((key) => ({
      productId,
      vehicleId: ids.get(key)!,
      compatibilityNotes,
      isVerified,
      verifiedBy: isVerified ? verifierId : null,
    }));
  });
  await db.insert(productVehicles).values(links);
}
