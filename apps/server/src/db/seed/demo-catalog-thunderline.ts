import {
  type CatalogItem,
  type SeriesDefinition,
  accessory,
  amplifier,
  subwoofer,
} from './demo-catalog-builders.ts';
import type { Random } from './prng.ts';

const WIRING = 'Wiring & Installation';
const GAUGES = [
  { label: '1/0', code: '0', kitCost: 44, wirePerFoot: 1.1, weight: 9 },
  { label: '4', code: '4', kitCost: 23, wirePerFoot: 0.45, weight: 5 },
  { label: '8', code: '8', kitCost: 12, wirePerFoot: 0.2, weight: 3 },
] as const;

function stormAmplifiers(random: Random): CatalogItem[] {
  const lines: [channels: number, watts: number[], cls: 'D' | 'AB', prefix: string][] = [
    [1, [500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 6000], 'D', 'ST'],
    [2, [150, 300, 500, 800], 'D', 'ST'],
    [4, [50, 75, 100, 125, 150, 200, 250], 'D', 'ST'],
    [5, [75, 100, 150], 'D', 'ST'],
    [2, [100, 150], 'AB', 'STX'],
    [4, [60, 90], 'AB', 'STX'],
  ];
  return lines.flatMap(([channels, watts, amplifierClass, prefix]) =>
    watts.map((w) =>
      amplifier(random, {
        sku: `TL-${prefix}${w}.${channels}`,
        series: 'Storm',
        model: `${prefix}-${w}.${channels}`,
        channels,
        watts: w,
        amplifierClass,
      }),
    ),
  );
}

function tempestSubwoofers(random: Random): CatalogItem[] {
  const tiers = [
    { code: 'TS', rms: [300, 400, 500, 600] },
    { code: 'TX', rms: [600, 800, 1000, 1200] },
    { code: 'TXX', rms: [1000, 1500, 2000, 2500] },
  ];
  return tiers.flatMap((tier) =>
    [8, 10, 12, 15].flatMap((size, i) =>
      (['D2', 'D4'] as const).map((coil) =>
        subwoofer(random, {
          sku: `TL-${tier.code}${size}${coil}`,
          series: 'Tempest',
          model: `${tier.code}-${size}${coil}`,
          size,
          rms: tier.rms[i] ?? 500,
          coil,
          kind: 'Component Subwoofers',
        }),
      ),
    ),
  );
}

function tempestEnclosures(random: Random): CatalogItem[] {
  const boxes: [size: number, count: 1 | 2, style: string, code: string][] = [];
  for (const size of [8, 10, 12])
    for (const count of [1, 2] as const)
      for (const [style, code] of [
        ['Sealed', 'S'],
        ['Ported', 'P'],
      ] as const)
        boxes.push([size, count, style, code]);
  for (const size of [10, 12]) for (const count of [1, 2] as const) boxes.push([size, count, 'Truck', 'T']);
  return boxes.map(([size, count, style, code]) =>
    subwoofer(random, {
      sku: `TL-TE${count === 2 ? 'D' : 'S'}${size}${code}`,
      series: 'Tempest',
      model: `TE-${count === 2 ? 'D' : 'S'}${size}${code}`,
      size,
      rms: (300 + size * 25) * count,
      coil: count === 2 ? 'D2' : 'S4',
      kind: 'Enclosed Subwoofers',
      enclosure: `${count === 2 ? 'Dual' : 'Single'} ${style}`,
    }),
  );
}

function voltWiring(random: Random): CatalogItem[] {
  const items: CatalogItem[] = [];
  for (const g of GAUGES)
    for (const material of ['OFC', 'CCA'] as const)
      items.push(
        accessory(random, {
          sku: `TL-VK${g.code}${material === 'OFC' ? 'O' : 'C'}`,
          name: `Volt ${g.label} Gauge ${material} Amplifier Wiring Kit`,
          description: `Complete ${g.label} AWG ${material === 'OFC' ? 'oxygen-free copper' : 'copper-clad aluminium'} amplifier kit: 17 ft power, 3 ft ground, 17 ft RCA, remote wire, ANL fuse holder and terminals.`,
          category: WIRING,
          subcategory: 'Amplifier Wiring Kits',
          costDollars: material === 'OFC' ? g.kitCost : g.kitCost * 0.55,
          packQty: g.code === '0' ? 4 : 10,
          specifications: { gauge: `${g.label} AWG`, material, powerWireLength: '17 ft', fuse: 'ANL' },
          weightLbs: g.weight,
        }),
      );
  for (const g of GAUGES)
    for (const color of ['Red', 'Black'] as const)
      for (const feet of [25, 50, 100])
        items.push(
          accessory(random, {
            sku: `TL-VPW${g.code}${color[0]}${feet}`,
            name: `Volt ${g.label} Gauge OFC Power Wire, ${color}, ${feet} ft`,
            description: `${g.label} AWG oxygen-free copper power and ground cable with a flexible ${color.toLowerCase()} matte jacket, true-to-spec strand count, ${feet} ft spool.`,
            category: WIRING,
            subcategory: 'Power & Ground Wire',
            costDollars: g.wirePerFoot * feet,
            packQty: feet === 100 ? 1 : 2,
            specifications: { gauge: `${g.label} AWG`, material: 'OFC', color, length: `${feet} ft` },
            weightLbs: (g.weight * feet) / 40,
          }),
        );
  for (const amps of [60, 80, 100, 150, 200, 250, 300])
    items.push(
      accessory(random, {
        sku: `TL-VANL${amps}`,
        name: `Volt ${amps}A ANL Fuse (2-Pack)`,
        description: `Gold-plated ${amps} amp ANL fuse for main power runs. Sold in pairs.`,
        category: WIRING,
        subcategory: 'Fuses & Fuse Holders',
        costDollars: 3.2,
        packQty: 10,
        specifications: { rating: `${amps} A`, type: 'ANL', quantity: 2 },
        weightLbs: 0.2,
      }),
    );
  const hardware: [sku: string, name: string, sub: string, cost: number][] = [
    ['TL-VFH-ANL', 'Volt ANL Fuse Holder, 1/0-4 AWG', 'Fuses & Fuse Holders', 6],
    ['TL-VFH-MANL', 'Volt Mini-ANL Fuse Holder, 4-8 AWG', 'Fuses & Fuse Holders', 4.5],
    ['TL-VFH-AGU', 'Volt Inline AGU Fuse Holder, 8 AWG', 'Fuses & Fuse Holders', 2.6],
    ['TL-VDB14', 'Volt Distribution Block, 1/0 In to 4x 4 AWG', 'Distribution Blocks', 9],
    ['TL-VDB12', 'Volt Distribution Block, 1/0 In to 2x 4 AWG', 'Distribution Blocks', 7],
    ['TL-VDB24F', 'Volt Fused Distribution Block, 2x 1/0 In to 4x 4 AWG', 'Distribution Blocks', 18],
    ['TL-VGB14', 'Volt Ground Block, 1/0 In to 4x 4 AWG', 'Distribution Blocks', 8],
    ['TL-VBTP', 'Volt Positive Battery Terminal, Multi-Gauge', 'Battery Terminals', 7],
    ['TL-VBTN', 'Volt Negative Battery Terminal, Multi-Gauge', 'Battery Terminals', 7],
  ];
  for (const [sku, name, subcategory, cost] of hardware)
    items.push(
      accessory(random, {
        sku,
        name,
        description: `${name.replace('Volt ', '')}: plated brass hardware with hex set screws and a clear protective cover.`,
        category: WIRING,
        subcategory,
        costDollars: cost,
        packQty: 10,
        specifications: { finish: 'Nickel plated', hardware: 'Hex set screws' },
        weightLbs: 0.6,
      }),
    );
  return items;
}

function surgeCompactAmplifiers(random: Random): CatalogItem[] {
  const configs: [channels: number, watts: number][] = [
    [1, 400],
    [1, 800],
    [2, 100],
    [2, 200],
    [4, 50],
    [4, 80],
    [5, 60],
    [5, 90],
  ];
  return [false, true].flatMap((marine) =>
    configs.map(([channels, watts]) =>
      amplifier(random, {
        sku: `TL-SG${watts}.${channels}${marine ? 'M' : ''}`,
        series: 'Surge',
        model: `SG-${watts}.${channels}${marine ? 'M' : ''}`,
        channels,
        watts,
        marine,
      }),
    ),
  );
}

export const THUNDERLINE_SERIES: SeriesDefinition[] = [
  { name: 'Storm', description: 'Full-size Class D and Class AB amplifiers.', items: stormAmplifiers },
  { name: 'Tempest', description: 'Competition-grade component subwoofers.', items: tempestSubwoofers },
  {
    name: 'Tempest Loaded',
    description: 'Tempest drivers in ready-to-install enclosures.',
    items: tempestEnclosures,
  },
  { name: 'Volt', description: 'Power wiring, fusing and distribution.', items: voltWiring },
  {
    name: 'Surge',
    description: 'Compact amplifiers for tight and marine installs.',
    items: surgeCompactAmplifiers,
  },
];
