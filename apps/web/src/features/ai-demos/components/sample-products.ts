import type { BulkDemoEnhancedData } from '@crossover/domain/ai-enhancement';

/**
 * The demos' hard-coded sample products (back-office §2.11): raw rows as a manufacturer's file
 * would give them, and the enhancement the demo "finds" for each. Nothing here comes from or goes
 * to the server; the SKUs are made up and match no catalogue product.
 */
export interface SampleProduct {
  sku: string;
  raw: { title: string; description: string; category: string; series: string };
  enhanced: BulkDemoEnhancedData;
}

const image = (sku: string) => `https://cdn.example.com/demo/${sku.toLowerCase()}.jpg`;

export const SAMPLE_PRODUCTS: readonly SampleProduct[] = [
  {
    sku: 'DEMO-AMP-1000D',
    raw: {
      title: 'AMP 1000W MONO CL-D W/ REMOTE BASS KNOB',
      description: '1000w rms @1ohm mono blk amp, class d, inc remote',
      category: 'amps',
      series: '',
    },
    enhanced: {
      title: 'Monoblock Class D Amplifier 1000 W RMS with Remote Bass Knob',
      shortDescription:
        'Compact Class D monoblock amplifier delivering 1000 W RMS at 1 Ω, with a dash-mount remote bass level control.',
      category: 'Amplifiers',
      series: 'Storm',
      imageUrl: image('DEMO-AMP-1000D'),
      confidence: 97,
    },
  },
  {
    sku: 'DEMO-SPK-65C',
    raw: {
      title: '6.5in COMP SPKR SET 2WAY 80W RMS',
      description: '6.5" component spkrs w/ silk dome tw + xovers',
      category: 'speakers',
      series: 'volt',
    },
    enhanced: {
      title: '6.5" 2-Way Component Speaker Set, 80 W RMS',
      shortDescription:
        '6.5-inch component set with silk dome tweeters and passive crossovers for clear, detailed highs.',
      category: 'Speakers',
      series: 'Volt',
      imageUrl: image('DEMO-SPK-65C'),
      confidence: 92,
    },
  },
  {
    sku: 'DEMO-SUB-12DVC',
    raw: {
      title: '12 SUB DVC 2OHM 600RMS',
      description: '12in subwoofer dual voice coil 2 ohm',
      category: 'subs',
      series: '',
    },
    enhanced: {
      title: '12" Dual Voice Coil Subwoofer, 2 Ω, 600 W RMS',
      shortDescription:
        '12-inch dual 2 Ω voice coil subwoofer rated at 600 W RMS for sealed or ported boxes.',
      category: 'Subwoofers',
      series: 'Thunder',
      imageUrl: image('DEMO-SUB-12DVC'),
      confidence: 88,
    },
  },
  {
    sku: 'DEMO-DSP-8CH',
    raw: {
      title: 'DSP 8CH PROC BT APP',
      description: '8 chan dsp w/ bluetooth app ctrl',
      category: 'processors',
      series: '',
    },
    enhanced: {
      title: '8-Channel Digital Signal Processor with Bluetooth App Control',
      shortDescription:
        'Eight-channel DSP with time alignment, 31-band EQ per channel and tuning from a phone app.',
      category: 'Signal Processors',
      series: 'Pulse',
      imageUrl: image('DEMO-DSP-8CH'),
      confidence: 81,
    },
  },
  {
    sku: 'DEMO-WK-4GA',
    raw: {
      title: '4GA AMP KIT OFC',
      description: '4 gauge ofc wiring kit',
      category: 'install',
      series: '',
    },
    enhanced: {
      title: '4 AWG OFC Amplifier Wiring Kit',
      shortDescription:
        'Oxygen-free copper 4-gauge power and ground wiring kit with fuse holder and terminals.',
      category: 'Installation Accessories',
      series: 'Pro Install',
      imageUrl: image('DEMO-WK-4GA'),
      confidence: 68,
    },
  },
  {
    sku: 'DEMO-MISC-X1',
    raw: {
      title: 'X1 UNIT',
      description: 'see spec sheet',
      category: '',
      series: '',
    },
    enhanced: {
      title: 'X1 Audio Interface Unit',
      shortDescription:
        'Audio interface unit; the source data gives too little to describe it with certainty.',
      category: 'Accessories',
      series: 'Unknown',
      imageUrl: image('DEMO-MISC-X1'),
      confidence: 54,
    },
  },
];
