import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modelNumbersIn } from './model-numbers.ts';
import { brandWordsOf, cleanDescription, cleanName } from './text-cleaning.ts';

const brands = brandWordsOf(['Thunderline Audio', 'Storm', 'Tempest', 'Tempest Loaded', 'Volt', 'NorthGate']);

describe('cleanName', () => {
  it.each([
    ['THUNDERLINE storm st500.1 mono amp 500w rms', 'Thunderline Storm st500.1 Monoblock Amplifier 500W RMS'],
    ['12in sub dvc 4ohm 1000 watts', '12" Subwoofer Dual Voice Coil 4 Ohm 1000W'],
    ['tempest tx-10d4 10 inch 800 W sub (dual 4-ohm)', 'Tempest tx-10d4 10" 800W Subwoofer (Dual 4 Ohm)'],
    ['kestrel 6 x 9 in 3 way coax spkrs w/ grilles', 'Kestrel 6x9" 3-Way Coaxial Speakers with Grilles'],
    ['6.5 inch comp set 2-way', '6.5" Component Set 2-Way'],
    ['60 amp anl fuse 2pk', '60 Amp ANL Fuse 2-Pack'],
    ['60a anl fuse', '60A ANL Fuse'],
    ['dbl din hu w/bt and nav', 'Double-DIN Head Unit with Bluetooth and Navigation'],
    ['conduit 4 ch twisted rca interconnect 17ft', 'Conduit 4-Channel Twisted RCA Interconnect 17 ft'],
    ['4ga ofc power wire , red', '4 Gauge OFC Power Wire, Red'],
    ['BRIDGE BSW STEERING WHEEL CONTROL INTERFACE', 'Bridge BSW Steering Wheel Control Interface'],
    ['  storm   st-500.1   class d  amp ', 'Storm st-500.1 Class D Amplifier'],
    ['kestrel KT-69X 6x9 coax', 'Kestrel KT-69X 6x9 Coaxial'],
    ['KESTREL KT-69X 6X9" 3 WAY COAXIAL SPEAKERS', 'Kestrel KT-69X 6x9" 3-Way Coaxial Speakers'],
    ['12W3v3-4 12in sub', '12W3v3-4 12" Subwoofer'],
    ['DSR1-12 12 inch dvc sub, XR-650.1 ready', 'DSR1-12 12" Dual Voice Coil Subwoofer, XR-650.1 Ready'],
    ['northgate 10.1" floating hu w/o cd', 'NorthGate 10.1" Floating Head Unit without CD'],
  ])('%s → %s', (input, expected) => {
    expect(cleanName(input, brands)).toBe(expected);
  });

  it('keeps what is already written well: model numbers, In (an input), 4x 4 AWG, CarPlay', () => {
    for (const name of [
      'Volt Distribution Block, 1/0 In to 4x 4 AWG',
      'Navigator NV-2101W 10.1" Floating Double-DIN Receiver with Wireless CarPlay and Android Auto',
      'Falcon Pro FP-672C 6.75" 2-Way Component Speaker System',
      'Tempest TE-D10T 10" 1100W Dual Truck Subwoofer (Dual 2 Ohm)',
      'Volt 60A ANL Fuse (2-Pack)',
    ])
      expect(cleanName(name, brands)).toBe(name);
  });

  it('never re-cases or re-spells a model number or the SKU (issue 15 item 19)', () => {
    // 'KT-69X' once became 'KT-69x': its '69X' read as a size.
    expect(cleanName('Kite KT-69X 6x9" Coaxial Speakers', brands)).toBe('Kite KT-69X 6x9" Coaxial Speakers');
    expect(cleanName('kite kt-69x coax', brands)).toBe('Kite kt-69x Coaxial');
    // A letters-only SKU in a shouting name keeps its capitals; without the SKU it is a word.
    expect(cleanName('TEMPEST KEYLOC LINE OUTPUT CONVERTER', brands, 'keyloc')).toBe(
      'Tempest KEYLOC Line Output Converter',
    );
    expect(cleanName('TEMPEST KEYLOC LINE OUTPUT CONVERTER', brands)).toBe(
      'Tempest Keyloc Line Output Converter',
    );
    expect(cleanDescription('THE KT-69X FITS 6X9 OPENINGS.', brands)).toBe('The KT-69X fits 6x9 openings.');
  });

  it('leaves a name of punctuation only as it was', () => {
    expect(cleanName(' () ')).toBe('()');
  });
});

describe('cleanDescription', () => {
  it('lowers shouting into sentences, keeps sentence units as English writes them', () => {
    expect(
      cleanDescription('CLASS D MONOBLOCK AMPLIFIER RATED 500 W RMS AT 1 OHM, WITH A REMOTE BASS KNOB.'),
    ).toBe('Class D monoblock amplifier rated 500 W RMS at 1 ohm, with a remote bass knob.');
    expect(cleanDescription('great sub for the money.  fits 12in boxes w/ 4ohm load')).toBe(
      'Great subwoofer for the money. Fits 12" boxes with 4 ohm load',
    );
    const written = '10-inch component subwoofer, 800 W RMS / 1600 W peak, dual 2 ohm voice coils.';
    expect(cleanDescription(written)).toBe(written.charAt(0).toUpperCase() + written.slice(1));
  });
});

/** Words the trade writes, in every case, with the punctuation names carry. */
const tradeWord = fc.constantFrom(
  'sub',
  'SUBS',
  'amp',
  'Amps',
  'spkr',
  'comp',
  'coax',
  'dvc',
  'SVC',
  'hu',
  'w/',
  'w/o',
  'mono',
  '12in',
  '12"',
  '6.5 inch',
  '6 x 9',
  '6x9in',
  '4x',
  '4x 4',
  '4ohm',
  '2 ohms',
  '1000w',
  '1,000 watts',
  'rms',
  '60a',
  '60 amp',
  '4ga',
  '1/0 gauge',
  '20hz',
  '20 khz',
  '17ft',
  '4 ch',
  '5-channel',
  '2 way',
  '3-way',
  '2pk',
  'dbl din',
  'single din',
  'x-over',
  'ST500.1',
  'tx-10d4',
  'NV-2101W',
  'KT-69X',
  '12W3v3-4',
  'xr-650.1',
  'a',
  'A',
  'x',
  'In',
  'in',
  'and',
  'WITH',
  'the',
  'Class',
  'D',
  'BSW',
  'XYZW',
  'CarPlay',
  'iphone',
  'rca',
  'DSP',
  'storm',
  'VOLT',
  'tempest loaded',
  'northgate',
  'AM',
  'fm',
  '(pair)',
  '(2-pack)',
  ',',
  '.',
  ';',
  '-',
  '"',
  "'",
  '2nd',
);
const tradeText = fc
  .array(
    fc.oneof({ weight: 4, arbitrary: tradeWord }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) }),
    {
      maxLength: 12,
    },
  )
  .chain((words) =>
    fc
      .array(fc.constantFrom(' ', '  ', '', '\t'), { minLength: words.length, maxLength: words.length })
      .map((gaps) => words.map((word, i) => `${word}${gaps[i]}`).join('')),
  );

describe('cleaning keeps every model number exactly', () => {
  it('names and descriptions', () => {
    fc.assert(
      fc.property(tradeText, (text) => {
        // Spacing splits words first ('w/NV-2101W' → 'with NV-2101W', '0,A' → '0, A'); then codes are kept.
        fc.pre(!/w\/|,/i.test(text));
        const codes = modelNumbersIn(text).map((code) => code.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''));
        for (const cleaned of [cleanName(text, brands), cleanDescription(text, brands)])
          for (const code of codes) expect(cleaned).toContain(code);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('cleaning is idempotent: a cleaned text cleans to itself', () => {
  it('names', () => {
    fc.assert(
      fc.property(tradeText, (text) => {
        const once = cleanName(text, brands);
        expect(cleanName(once, brands)).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });

  it('descriptions', () => {
    fc.assert(
      fc.property(tradeText, (text) => {
        const once = cleanDescription(text, brands);
        expect(cleanDescription(once, brands)).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });
});
