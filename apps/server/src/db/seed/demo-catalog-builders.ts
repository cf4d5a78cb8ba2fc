import type { Random } from './prng.ts';

/** One catalogue product before prices and ids are assigned. */
export interface CatalogItem {
  sku: string;
  name: string;
  description: string;
  category: string;
  subcategory: string;
  mfgCostCents: number;
  mfgMasterPackQty: 1 | 2 | 4 | 6 | 10;
  specifications: Record<string, unknown>;
  weight: string;
  dimensions: string;
}

export interface SeriesDefinition {
  name: string;
  description: string;
  items: (random: Random) => CatalogItem[];
}

const lbs = (value: number) => `${value.toFixed(1)} lbs`;
const dims = (l: number, w: number, h: number) => `${l.toFixed(1)} x ${w.toFixed(1)} x ${h.toFixed(1)} in`;
const dollars = (value: number) => Math.round(value * 100);

const AMP_SUBCATEGORY: Record<number, string> = {
  1: 'Monoblock Amplifiers',
  2: '2-Channel Amplifiers',
  4: '4-Channel Amplifiers',
  5: '5-Channel Amplifiers',
};

export function amplifier(
  random: Random,
  o: {
    sku: string;
    series: string;
    model: string;
    channels: number;
    watts: number;
    amplifierClass?: 'D' | 'AB';
    dsp?: boolean;
    marine?: boolean;
  },
): CatalogItem {
  const cls = o.amplifierClass ?? 'D';
  const total = o.channels === 1 ? o.watts : o.watts * o.channels;
  const layout = o.channels === 1 ? 'monoblock' : `${o.channels}-channel`;
  const rating =
    o.channels === 1 ? `${o.watts} W RMS at 1 ohm` : `${o.watts} W RMS x ${o.channels} at 4 ohms`;
  const features = [
    o.dsp ? 'a built-in 31-band DSP with time alignment' : 'variable high- and low-pass crossovers',
    o.channels === 1 ? 'a remote bass level control' : 'high-level speaker inputs for factory radios',
    o.marine ? 'conformal-coated boards for marine and powersports use' : 'a compact heat-sink chassis',
  ];
  return {
    sku: o.sku,
    name: `${o.series} ${o.model} ${o.marine ? 'Marine ' : ''}${o.dsp ? 'DSP ' : ''}${o.channels === 1 ? 'Monoblock' : `${o.channels}-Channel`} Amplifier`,
    description: `Class ${cls} ${layout} amplifier rated ${rating}, with ${features.slice(0, -1).join(', ')} and ${features.at(-1)}.`,
    category: 'Amplifiers',
    subcategory: o.dsp
      ? 'DSP Amplifiers'
      : o.marine
        ? 'Marine Amplifiers'
        : (AMP_SUBCATEGORY[o.channels] ?? 'Multi-Channel Amplifiers'),
    mfgCostCents: dollars(
      (cls === 'AB' ? 60 : 32) +
        total * (o.channels === 1 ? 0.05 : 0.11) +
        (o.dsp ? 70 : 0) +
        random.between(-4, 4),
    ),
    mfgMasterPackQty: total > 1200 ? 1 : 2,
    specifications: {
      channels: o.channels,
      amplifierClass: cls,
      rmsPower: rating,
      frequencyResponse: o.channels === 1 ? '10 Hz - 250 Hz' : '20 Hz - 20 kHz',
      signalToNoise: `${random.int(95, 108)} dB`,
      fuseRating: `${Math.max(20, Math.ceil(total / 12 / 10) * 10)} A`,
      dsp: Boolean(o.dsp),
    },
    weight: lbs(2 + total / 450 + random.between(0, 1)),
    dimensions: dims(6 + total / 300, 7 + o.channels * 0.4, 2.1),
  };
}

export function subwoofer(
  random: Random,
  o: {
    sku: string;
    series: string;
    model: string;
    size: number;
    rms: number;
    coil: 'D1' | 'D2' | 'D4' | 'S4';
    kind: string;
    enclosure?: string;
  },
): CatalogItem {
  const coil = { D1: 'Dual 1 Ohm', D2: 'Dual 2 Ohm', D4: 'Dual 4 Ohm', S4: 'Single 4 Ohm' }[o.coil];
  const enclosed = o.enclosure !== undefined;
  return {
    sku: o.sku,
    name: `${o.series} ${o.model} ${o.size}" ${o.rms}W ${enclosed ? `${o.enclosure} ` : ''}Subwoofer (${coil})`,
    description: enclosed
      ? `${o.enclosure} enclosure loaded with ${o.series} ${o.size}-inch drivers, ${o.rms} W RMS, ${coil.toLowerCase()} final load. Carpeted MDF, terminal cup and grille included.`
      : `${o.size}-inch ${o.kind.replace(/ Subwoofers$/, '').toLowerCase()} subwoofer, ${o.rms} W RMS / ${o.rms * 2} W peak, ${coil.toLowerCase()} voice coils, stitched foam surround and vented pole piece.`,
    category: 'Subwoofers',
    subcategory: o.kind,
    mfgCostCents: dollars(18 + o.size * 2.2 + o.rms * 0.06 + (enclosed ? 45 : 0) + random.between(-3, 3)),
    mfgMasterPackQty: enclosed || o.size >= 15 ? 1 : 2,
    specifications: {
      size: `${o.size} in`,
      rmsPower: `${o.rms} W`,
      peakPower: `${o.rms * 2} W`,
      impedance: coil,
      sensitivity: `${random.int(84, 90)} dB`,
      fs: `${random.int(26, 38)} Hz`,
      mountingDepth: `${(o.kind.startsWith('Shallow') ? 3 : 5.5 + o.size * 0.12).toFixed(1)} in`,
      ...(enclosed ? { enclosure: o.enclosure } : {}),
    },
    weight: lbs(6 + o.size * 0.9 + o.rms / 200 + (enclosed ? 18 : 0)),
    dimensions: dims(o.size + 1.2, o.size + 1.2, enclosed ? o.size + 3 : 6 + o.size * 0.1),
  };
}

export function speaker(
  random: Random,
  o: {
    sku: string;
    series: string;
    model: string;
    size: string;
    rms: number;
    kind: string;
    detail: string;
    costDollars: number;
    impedance?: number;
  },
): CatalogItem {
  return {
    sku: o.sku,
    name: `${o.series} ${o.model} ${o.size}" ${o.detail}`,
    description: `${o.size}" ${o.detail.toLowerCase()}, ${o.rms} W RMS per speaker, ${o.impedance ?? 4} ohm. ${o.kind === 'Tweeters' ? 'Neodymium motor with a swivel flush or surface mount.' : 'Polypropylene cone, rubber surround and grilles included.'}`,
    category: 'Speakers',
    subcategory: o.kind,
    mfgCostCents: dollars(o.costDollars + random.between(-2, 2)),
    mfgMasterPackQty: o.kind === 'Component Speakers' ? 4 : 6,
    specifications: {
      size: `${o.size} in`,
      rmsPower: `${o.rms} W`,
      peakPower: `${o.rms * 3} W`,
      impedance: `${o.impedance ?? 4} ohm`,
      sensitivity: `${random.int(88, 96)} dB`,
      frequencyResponse: o.kind === 'Tweeters' ? '2 kHz - 22 kHz' : `${random.int(45, 65)} Hz - 21 kHz`,
    },
    weight: lbs(1 + o.rms / 60 + random.between(0, 1)),
    dimensions: dims(Number.parseFloat(o.size) + 1.5, Number.parseFloat(o.size) + 1.5, 2.5),
  };
}

export function accessory(
  random: Random,
  o: {
    sku: string;
    name: string;
    description: string;
    category: string;
    subcategory: string;
    costDollars: number;
    packQty: 1 | 2 | 4 | 6 | 10;
    specifications: Record<string, unknown>;
    weightLbs: number;
  },
): CatalogItem {
  return {
    sku: o.sku,
    name: o.name,
    description: o.description,
    category: o.category,
    subcategory: o.subcategory,
    mfgCostCents: dollars(o.costDollars * random.between(0.96, 1.04)),
    mfgMasterPackQty: o.packQty,
    specifications: o.specifications,
    weight: lbs(o.weightLbs),
    dimensions: dims(4 + o.weightLbs, 3 + o.weightLbs / 2, 2),
  };
}
