import { type CatalogItem, type SeriesDefinition, accessory, amplifier } from './demo-catalog-builders.ts';
import type { Random } from './prng.ts';

function navigatorHeadUnits(random: Random): CatalogItem[] {
  const items: CatalogItem[] = [];
  for (const cd of [false, true])
    for (const preouts of [2, 3])
      items.push(
        accessory(random, {
          sku: `NG-NV1${cd ? 'C' : 'M'}${preouts}`,
          name: `Navigator NV-1${cd ? 'C' : 'M'}${preouts} Single-DIN ${cd ? 'CD' : 'Digital Media'} Receiver with Bluetooth`,
          description: `Single-DIN ${cd ? 'CD receiver' : 'mechless digital media receiver'} with Bluetooth calling and streaming, front USB, ${preouts} pairs of ${preouts === 3 ? '4' : '2'} V preamp outputs and a 13-band EQ.`,
          category: 'Head Units',
          subcategory: 'Single-DIN Receivers',
          costDollars: 38 + (cd ? 14 : 0) + preouts * 6,
          packQty: 4,
          specifications: {
            din: 1,
            bluetooth: true,
            cdPlayer: cd,
            preampOutputs: preouts,
            preampVoltage: `${preouts === 3 ? 4 : 2} V`,
          },
          weightLbs: 2.6,
        }),
      );
  for (const [screen, floating] of [
    ['6.8', false],
    ['7', false],
    ['9', true],
    ['10.1', true],
  ] as const)
    for (const wireless of [false, true])
      for (const hd of [false, true]) {
        const code = `NV-2${screen.replace('.', '')}${wireless ? 'W' : ''}${hd ? 'H' : ''}`;
        items.push(
          accessory(random, {
            sku: `NG-${code.replace('-', '')}`,
            name: `Navigator ${code} ${screen}" ${floating ? 'Floating ' : ''}Double-DIN Receiver with ${wireless ? 'Wireless' : 'Wired'} CarPlay and Android Auto${hd ? ', HD Radio' : ''}`,
            description: `${screen}-inch capacitive touchscreen${floating ? ' on an adjustable floating mount' : ''}, ${wireless ? 'wireless' : 'wired'} Apple CarPlay and Android Auto, dual camera inputs and 3 pairs of 4 V preamp outputs${hd ? ', with a built-in HD Radio tuner' : ''}.`,
            category: 'Head Units',
            subcategory: floating ? 'Floating-Screen Receivers' : 'Double-DIN Receivers',
            costDollars: 140 + Number.parseFloat(screen) * 12 + (wireless ? 55 : 0) + (hd ? 20 : 0),
            packQty: floating ? 1 : 2,
            specifications: {
              din: 2,
              screen: `${screen} in`,
              carplay: wireless ? 'wireless' : 'wired',
              androidAuto: wireless ? 'wireless' : 'wired',
              hdRadio: hd,
              preampOutputs: 3,
            },
            weightLbs: floating ? 5.4 : 4.2,
          }),
        );
      }
  for (const screen of ['7', '9', '10.1', '11'])
    items.push(
      accessory(random, {
        sku: `NG-NVP${screen.replace('.', '')}`,
        name: `Navigator Pro NVP-${screen.replace('.', '')} ${screen}" Navigation Receiver`,
        description: `${screen}-inch navigation receiver with offline maps, wireless CarPlay and Android Auto, 4 camera inputs, 13-band EQ with time alignment and 5 V preamp outputs.`,
        category: 'Head Units',
        subcategory: 'Navigation Receivers',
        costDollars: 320 + Number.parseFloat(screen) * 18,
        packQty: 1,
        specifications: {
          din: 2,
          screen: `${screen} in`,
          navigation: true,
          carplay: 'wireless',
          preampVoltage: '5 V',
        },
        weightLbs: 5.8,
      }),
    );
  return items;
}

function signalProcessors(random: Random): CatalogItem[] {
  const items: CatalogItem[] = [];
  for (const outputs of [6, 8, 10, 12])
    for (const bt of [false, true])
      items.push(
        accessory(random, {
          sku: `NG-SD${outputs}${bt ? 'B' : ''}`,
          name: `Signal SD-${outputs}${bt ? 'B' : ''} ${outputs}-Channel Digital Signal Processor${bt ? ' with Bluetooth Streaming' : ''}`,
          description: `${outputs}-output DSP with 6 high/low-level inputs, 31-band EQ per channel, time alignment and PC or app tuning${bt ? ', plus high-resolution Bluetooth audio streaming' : ''}.`,
          category: 'Processors',
          subcategory: 'Digital Signal Processors',
          costDollars: 90 + outputs * 11 + (bt ? 30 : 0),
          packQty: 2,
          specifications: {
            inputs: 6,
            outputs,
            eqBands: 31,
            timeAlignment: true,
            bluetooth: bt,
            sampleRate: '96 kHz',
          },
          weightLbs: 1.6,
        }),
      );
  const extras: [sku: string, name: string, sub: string, cost: number][] = [
    ['NG-SDR1', 'Signal SDR-1 Wired DSP Remote with Volume and Preset Control', 'DSP Accessories', 24],
    ['NG-SDR2', 'Signal SDR-2 Display DSP Remote', 'DSP Accessories', 42],
    ['NG-SBP1', 'Signal SBP-1 Digital Bass Restoration Processor', 'Bass Processors', 58],
    ['NG-SBP2', 'Signal SBP-2 Bass Processor with Dash Control', 'Bass Processors', 74],
  ];
  for (const [sku, name, subcategory, cost] of extras)
    items.push(
      accessory(random, {
        sku,
        name,
        description: `${name.replace(/^Signal \S+ /, '')} for Signal processors and factory-integrated systems.`,
        category: 'Processors',
        subcategory,
        costDollars: cost,
        packQty: 4,
        specifications: { compatibleWith: 'Signal SD series' },
        weightLbs: 0.8,
      }),
    );
  return items;
}

function bridgeInterfaces(random: Random): CatalogItem[] {
  const items: CatalogItem[] = [];
  const interfaces: [sku: string, name: string, sub: string, cost: number][] = [
    ['NG-BL2', 'Bridge BL-2 2-Channel Line Output Converter', 'Line Output Converters', 9],
    ['NG-BL2A', 'Bridge BL-2A 2-Channel Adjustable Line Output Converter', 'Line Output Converters', 13],
    ['NG-BL4', 'Bridge BL-4 4-Channel Line Output Converter', 'Line Output Converters', 15],
    ['NG-BL4A', 'Bridge BL-4A 4-Channel Adjustable Line Output Converter', 'Line Output Converters', 21],
    ['NG-BLS4', 'Bridge BLS-4 Active 4-Channel Summing Line Output Converter', 'Line Output Converters', 39],
    ['NG-BLS6', 'Bridge BLS-6 Active 6-Channel Summing Line Output Converter', 'Line Output Converters', 52],
    ['NG-BTM1', 'Bridge BTM-1 Amplifier Turn-On Module', 'Integration Interfaces', 11],
    ['NG-BKB1', 'Bridge BKB-1 Digital Bass Knob', 'Integration Interfaces', 17],
  ];
  for (const make of ['Universal', 'GM', 'Ford', 'Toyota', 'Chrysler', 'Honda'])
    interfaces.push([
      `NG-BSW${make.slice(0, 3).toUpperCase()}`,
      `Bridge BSW Steering Wheel Control Interface, ${make}`,
      'Steering Wheel Interfaces',
      make === 'Universal' ? 28 : 22,
    ]);
  for (const [sku, name, subcategory, cost] of interfaces)
    items.push(
      accessory(random, {
        sku,
        name,
        description: `${name.replace(/^Bridge \S+ /, '')}: keeps factory features when adding aftermarket amplifiers or receivers.`,
        category: 'Processors',
        subcategory,
        costDollars: cost,
        packQty: 10,
        specifications: { installation: 'Plug-and-play or hard-wire', inputs: 'High-level' },
        weightLbs: 0.4,
      }),
    );
  return items;
}

function conduitWiring(random: Random): CatalogItem[] {
  const items: CatalogItem[] = [];
  for (const feet of [1.5, 3, 6, 9, 12, 17, 20])
    for (const channels of [2, 4])
      items.push(
        accessory(random, {
          sku: `NG-CR${channels}-${String(feet).replace('.', '')}`,
          name: `Conduit ${channels}-Channel Twisted RCA Interconnect, ${feet} ft`,
          description: `Triple-shielded twisted-pair ${channels}-channel RCA cable with split-tip connectors and a drain wire, ${feet} ft.`,
          category: 'Wiring & Installation',
          subcategory: 'RCA Interconnects',
          costDollars: 2.5 + feet * (channels === 4 ? 0.55 : 0.32),
          packQty: 10,
          specifications: { channels, length: `${feet} ft`, shielding: 'Triple', conductor: 'OFC' },
          weightLbs: 0.2 + feet * 0.05,
        }),
      );
  for (const gauge of [12, 14, 16, 18])
    for (const feet of [50, 100])
      items.push(
        accessory(random, {
          sku: `NG-CS${gauge}-${feet}`,
          name: `Conduit ${gauge} Gauge OFC Speaker Wire, ${feet} ft`,
          description: `${gauge} AWG oxygen-free copper speaker wire with polarity-striped clear jacket, ${feet} ft spool.`,
          category: 'Wiring & Installation',
          subcategory: 'Speaker Wire',
          costDollars: feet * (0.32 - gauge * 0.012),
          packQty: feet === 100 ? 4 : 6,
          specifications: { gauge: `${gauge} AWG`, material: 'OFC', length: `${feet} ft` },
          weightLbs: feet * (0.05 - gauge * 0.002),
        }),
      );
  for (const [sku, name] of [
    ['NG-CY1F2M', 'Conduit RCA Y-Adapter, 1 Female to 2 Male (Pair)'],
    ['NG-CY2F1M', 'Conduit RCA Y-Adapter, 2 Female to 1 Male (Pair)'],
    ['NG-CTH16', 'Conduit 16 Gauge Speaker Harness Extension, 4-Door'],
    ['NG-CTH18', 'Conduit 18 Gauge Speaker Harness Extension, 2-Door'],
  ] as const)
    items.push(
      accessory(random, {
        sku,
        name,
        description: `${name.replace('Conduit ', '')} with nickel-plated connectors and heat-shrunk joints.`,
        category: 'Wiring & Installation',
        subcategory: sku.includes('CY') ? 'RCA Interconnects' : 'Speaker Wire',
        costDollars: sku.includes('CY') ? 3.4 : 7.5,
        packQty: 10,
        specifications: { connectors: 'Nickel plated' },
        weightLbs: 0.3,
      }),
    );
  return items;
}

function pulseDspAmplifiers(random: Random): CatalogItem[] {
  const configs: [channels: number, watts: number][] = [
    [4, 50],
    [4, 75],
    [4, 100],
    [6, 50],
    [6, 75],
    [8, 50],
    [8, 75],
    [1, 800],
    [1, 1200],
    [1, 1600],
  ];
  return configs.map(([channels, watts]) =>
    amplifier(random, {
      sku: `NG-PA${watts}.${channels}`,
      series: 'Pulse',
      model: `PA-${watts}.${channels}`,
      channels,
      watts,
      dsp: true,
    }),
  );
}

export const NORTHGATE_SERIES: SeriesDefinition[] = [
  { name: 'Navigator', description: 'Single- and double-DIN receivers.', items: navigatorHeadUnits },
  { name: 'Signal', description: 'Digital signal processors and bass processors.', items: signalProcessors },
  {
    name: 'Bridge',
    description: 'OEM integration: line output converters and interfaces.',
    items: bridgeInterfaces,
  },
  { name: 'Conduit', description: 'Signal and speaker wiring.', items: conduitWiring },
  { name: 'Pulse', description: 'Amplifiers with built-in DSP.', items: pulseDspAmplifiers },
];
