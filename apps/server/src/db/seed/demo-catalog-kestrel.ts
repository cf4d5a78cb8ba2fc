import {
  type CatalogItem,
  type SeriesDefinition,
  accessory,
  speaker,
  subwoofer,
} from './demo-catalog-builders.ts';
import type { Random } from './prng.ts';

const COAX_SIZES = [
  { size: '3.5', code: '35', rms: 25, cost: 9 },
  { size: '4', code: '40', rms: 30, cost: 10 },
  { size: '5.25', code: '52', rms: 45, cost: 14 },
  { size: '6.5', code: '65', rms: 60, cost: 17 },
  { size: '6.75', code: '67', rms: 65, cost: 18 },
  { size: '6x8', code: '68', rms: 70, cost: 22 },
  { size: '6x9', code: '69', rms: 90, cost: 26 },
];
const COILS = ['D1', 'D2', 'D4'] as const;

function falconCoaxials(random: Random): CatalogItem[] {
  return [
    { model: 'FC', factor: 1 },
    { model: 'FX', factor: 1.6 },
  ].flatMap((tier) =>
    COAX_SIZES.flatMap((s) =>
      ['2-Way', '3-Way'].map((ways) =>
        speaker(random, {
          sku: `KA-${tier.model}${s.code}${ways[0]}`,
          series: 'Falcon',
          model: `${tier.model}-${s.code}${ways[0]}`,
          size: s.size,
          rms: Math.round(s.rms * tier.factor),
          kind: 'Coaxial Speakers',
          detail: `${ways} Coaxial Speakers`,
          costDollars: s.cost * tier.factor * (ways === '3-Way' ? 1.15 : 1),
        }),
      ),
    ),
  );
}

function falconProComponents(random: Random): CatalogItem[] {
  const sizes = COAX_SIZES.filter((s) => ['5.25', '6.5', '6.75', '6x9'].includes(s.size));
  return [
    { model: 'FP', factor: 2.4 },
    { model: 'FPS', factor: 4 },
  ].flatMap((tier) =>
    sizes.flatMap((s) =>
      ['2-Way', '3-Way'].map((ways) =>
        speaker(random, {
          sku: `KA-${tier.model}${s.code}${ways[0]}C`,
          series: 'Falcon Pro',
          model: `${tier.model}-${s.code}${ways[0]}C`,
          size: s.size,
          rms: Math.round(s.rms * (tier.factor / 2 + 0.5)),
          kind: 'Component Speakers',
          detail: `${ways} Component Speaker System`,
          costDollars: s.cost * tier.factor * (ways === '3-Way' ? 1.3 : 1),
        }),
      ),
    ),
  );
}

function ospreySubwoofers(random: Random): CatalogItem[] {
  const sizes = [8, 10, 12, 15, 18];
  const baseRms = [300, 400, 600, 800, 1000];
  return [
    { model: 'OS', factor: 1 },
    { model: 'OSM', factor: 2 },
  ].flatMap((tier) =>
    sizes.flatMap((size, i) =>
      COILS.map((coil) =>
        subwoofer(random, {
          sku: `KA-${tier.model}${size}${coil}`,
          series: tier.model === 'OSM' ? 'Osprey Max' : 'Osprey',
          model: `${tier.model}-${size}${coil}`,
          size,
          rms: (baseRms[i] ?? 500) * tier.factor,
          coil,
          kind: 'Component Subwoofers',
        }),
      ),
    ),
  );
}

function harrierShallowSubwoofers(random: Random): CatalogItem[] {
  return [
    { model: 'HR', rms: 250 },
    { model: 'HRX', rms: 450 },
  ].flatMap((tier) =>
    [8, 10, 12].flatMap((size) =>
      (['D2', 'D4'] as const).map((coil) =>
        subwoofer(random, {
          sku: `KA-${tier.model}${size}${coil}`,
          series: 'Harrier',
          model: `${tier.model}-${size}${coil}`,
          size,
          rms: tier.rms + (size - 8) * 25,
          coil,
          kind: 'Shallow-Mount Subwoofers',
        }),
      ),
    ),
  );
}

function raptorProAudio(random: Random): CatalogItem[] {
  const items: CatalogItem[] = [];
  for (const [size, code, rms, cost] of [
    ['6.5', '65', 125, 24],
    ['8', '80', 200, 32],
    ['10', '10', 300, 45],
  ] as const)
    for (const ohms of [4, 8])
      items.push(
        speaker(random, {
          sku: `KA-RM${code}-${ohms}`,
          series: 'Raptor',
          model: `RM-${code}`,
          size,
          rms,
          impedance: ohms,
          kind: 'Pro Audio Midrange',
          detail: `Pro Audio Midrange Speaker, ${ohms} Ohm`,
          costDollars: cost,
        }),
      );
  for (const [size, code, rms, cost] of [
    ['6.5', '65', 250, 38],
    ['8', '80', 350, 49],
  ] as const)
    items.push(
      speaker(random, {
        sku: `KA-RMB${code}`,
        series: 'Raptor',
        model: `RMB-${code}`,
        size,
        rms,
        kind: 'Pro Audio Midrange',
        detail: 'Neodymium Midbass Driver',
        costDollars: cost,
      }),
    );
  const tweeters: [size: string, code: string, detail: string, rms: number, cost: number][] = [
    ['1', 'B1', 'Super Bullet Tweeter', 60, 12],
    ['1.5', 'B15', 'Super Bullet Tweeter', 80, 15],
    ['2', 'B2', 'Super Bullet Tweeter', 100, 18],
    ['0.75', 'S75', 'Silk Dome Tweeters (Pair)', 40, 10],
    ['1', 'S1', 'Silk Dome Tweeters (Pair)', 50, 12],
    ['1.1', 'S11', 'Silk Dome Tweeters (Pair)', 60, 16],
    ['1', 'CD1', 'Compression Driver', 80, 22],
    ['1.4', 'CD14', 'Compression Driver', 120, 34],
    ['1', 'CDH1', 'Compression Driver with Horn', 80, 29],
    ['1.4', 'CDH14', 'Compression Driver with Horn', 120, 43],
  ];
  for (const [size, code, detail, rms, cost] of tweeters)
    items.push(
      speaker(random, {
        sku: `KA-RT${code}`,
        series: 'Raptor',
        model: `RT-${code}`,
        size,
        rms,
        kind: 'Tweeters',
        detail,
        costDollars: cost,
      }),
    );
  return items;
}

function kestrelMarine(random: Random): CatalogItem[] {
  const items: CatalogItem[] = [];
  for (const color of ['White', 'Black'] as const) {
    const c = color[0];
    for (const [size, code, rms] of [
      ['6.5', '65', 75],
      ['7.7', '77', 90],
      ['8.8', '88', 110],
    ] as const)
      items.push(
        speaker(random, {
          sku: `KA-MC${code}${c}`,
          series: 'Kestrel Marine',
          model: `MC-${code}${c}`,
          size,
          rms,
          kind: 'Marine Speakers',
          detail: `Marine Coaxial Speakers, ${color}`,
          costDollars: 20 + rms / 5,
        }),
      );
    for (const [size, code] of [
      ['6.5', '65'],
      ['8', '80'],
    ] as const)
      items.push(
        accessory(random, {
          sku: `KA-WT${code}${c}`,
          name: `Kestrel Marine WT-${code}${c} ${size}" Wakeboard Tower Speakers, ${color}`,
          description: `Pair of ${size}-inch UV-stable wakeboard tower speakers with LED rings and clamps for 1.9"-3" tubes.`,
          category: 'Speakers',
          subcategory: 'Marine Speakers',
          costDollars: size === '8' ? 95 : 72,
          packQty: 2,
          specifications: {
            size: `${size} in`,
            rmsPower: size === '8' ? '150 W' : '120 W',
            color,
            lighting: 'RGB LED',
          },
          weightLbs: size === '8' ? 14 : 11,
        }),
      );
    for (const size of [10, 12])
      items.push(
        subwoofer(random, {
          sku: `KA-MS${size}${c}`,
          series: 'Kestrel Marine',
          model: `MS-${size}${c}`,
          size,
          rms: size * 30,
          coil: 'S4',
          kind: 'Marine Subwoofers',
        }),
      );
  }
  return items;
}

export const KESTREL_SERIES: SeriesDefinition[] = [
  {
    name: 'Falcon',
    description: 'Coaxial replacement speakers for factory locations.',
    items: falconCoaxials,
  },
  {
    name: 'Falcon Pro',
    description: 'Component systems with external crossovers.',
    items: falconProComponents,
  },
  { name: 'Osprey', description: 'Round subwoofers from 8 to 18 inches.', items: ospreySubwoofers },
  {
    name: 'Harrier',
    description: 'Shallow-mount subwoofers for trucks and doors.',
    items: harrierShallowSubwoofers,
  },
  { name: 'Raptor', description: 'High-efficiency pro audio midranges and tweeters.', items: raptorProAudio },
  {
    name: 'Kestrel Marine',
    description: 'UV- and salt-resistant audio for boats and UTVs.',
    items: kestrelMarine,
  },
];
