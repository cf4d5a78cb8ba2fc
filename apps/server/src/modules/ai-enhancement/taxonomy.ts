import { cleanName, comparable } from './text-cleaning.ts';
import { ACCESSORY_TAIL } from './trade-words.ts';

/**
 * The 12V audio taxonomy both enhancers answer in (decision 0020): the demo catalogue's
 * categories and subcategories (db/seed/demo-catalog-*.ts), plus the few a manufacturer's file
 * commonly holds that the demo does not (enclosures, dash kits, harnesses, power, crossovers,
 * bass knobs and other remote level controls). A provider's answer outside it is refused.
 */
export const TAXONOMY: Readonly<Record<string, readonly string[]>> = {
  Amplifiers: [
    'Monoblock Amplifiers',
    '2-Channel Amplifiers',
    '4-Channel Amplifiers',
    '5-Channel Amplifiers',
    'Multi-Channel Amplifiers',
    'Marine Amplifiers',
    'DSP Amplifiers',
    'Remote Level Controls',
  ],
  Subwoofers: [
    'Component Subwoofers',
    'Enclosed Subwoofers',
    'Shallow-Mount Subwoofers',
    'Marine Subwoofers',
    'Empty Enclosures',
  ],
  Speakers: ['Coaxial Speakers', 'Component Speakers', 'Pro Audio Midrange', 'Tweeters', 'Marine Speakers'],
  'Head Units': [
    'Single-DIN Receivers',
    'Double-DIN Receivers',
    'Floating-Screen Receivers',
    'Navigation Receivers',
    'Digital Media Receivers',
    'Marine Receivers',
  ],
  Processors: [
    'Digital Signal Processors',
    'DSP Accessories',
    'Bass Processors',
    'Line Output Converters',
    'Crossovers',
    'Integration Interfaces',
    'Steering Wheel Interfaces',
  ],
  'Wiring & Installation': [
    'Amplifier Wiring Kits',
    'Power & Ground Wire',
    'Fuses & Fuse Holders',
    'Distribution Blocks',
    'Battery Terminals',
    'RCA Interconnects',
    'Speaker Wire',
    'Wiring Harnesses',
    'Dash Kits',
    'Antenna Adapters',
    'Sound Deadening',
  ],
  'Power & Batteries': ['Batteries', 'Capacitors'],
};

export const CATEGORIES = Object.keys(TAXONOMY);
export const SUBCATEGORIES = Object.values(TAXONOMY).flat();

export function isInTaxonomy(category: string, subcategory: string | null): boolean {
  const subcategories = TAXONOMY[category];
  return subcategories !== undefined && (subcategory === null || subcategories.includes(subcategory));
}

export interface Classification {
  category: string;
  /** Null when the text names the kind of product but not which one (an amplifier of unknown channels). */
  subcategory: string | null;
  /** The words that decided it, for the reasons. */
  evidence: string;
}

interface ClassRule {
  category: string;
  subcategory: string | null;
  all: RegExp[];
  none?: RegExp[];
}

const AMP = /\bamplifiers?\b/;
const SUB = /\bsubwoofers?\b/;
const SPEAKER = /\bspeakers?\b|\bcoaxials?\b/;
const RECEIVER = /\breceivers?\b|\bhead units?\b|\bstereos?\b|\bradios?\b|\b(?:single|double)-din\b/;
const MARINE = /\bmarine\b/;
const on = (category: string, subcategory: string | null, all: RegExp[], none?: RegExp[]): ClassRule => ({
  category,
  subcategory,
  all,
  ...(none ? { none } : {}),
});
const WIRING = 'Wiring & Installation';

/**
 * Ordered: the first rule whose patterns all match (and none of its exclusions) decides. The
 * specific before the general: a wiring kit names an amplifier, a DSP amplifier is an amplifier.
 * Texts are matched in lower case after cleaning (abbreviations already spelled out).
 */
const RULES: ClassRule[] = [
  on(WIRING, 'Amplifier Wiring Kits', [/\b(?:wiring|installation|install|amplifier|power) kits?\b/]),
  on(WIRING, 'Dash Kits', [/\b(?:dash|mounting|installation) (?:kits?|bezels?)\b|\bdash kit\b/]),
  on(WIRING, 'Speaker Wire', [/\bspeaker (?:wire|cable)s?\b/], [/\bharness/]),
  on(WIRING, 'Power & Ground Wire', [
    /\b(?:power|ground)(?: (?:&|and) ground)? (?:wire|cable)s?\b|\b(?:remote|turn-on|primary) wire\b/,
  ]),
  on(WIRING, 'RCA Interconnects', [
    /\binterconnects?\b|\brca (?:cables?|wires?|leads?|y-adapters?|splitters?|adapters?)\b/,
  ]),
  on(WIRING, 'Wiring Harnesses', [/\bharness(?:es)?\b/]),
  on(WIRING, 'Antenna Adapters', [/\bantenna\b/]),
  on(WIRING, 'Sound Deadening', [/\bdeaden(?:ing|er)\b|\bsound damping\b/]),
  on(WIRING, 'Distribution Blocks', [/\b(?:distribution|ground) blocks?\b/]),
  on(WIRING, 'Fuses & Fuse Holders', [/\bfuses?\b|\bfuse holders?\b|\bcircuit breakers?\b/]),
  on(WIRING, 'Battery Terminals', [/\bbattery terminals?\b/]),
  on('Power & Batteries', 'Capacitors', [
    /\bcapacitors?\b|\b(?:power|hybrid|digital|carbon) caps?\b|\bfarads?\b/,
  ]),
  on('Power & Batteries', 'Batteries', [/\bbatter(?:y|ies)\b/], [/\bterminal/]),
  on('Processors', 'Steering Wheel Interfaces', [/\bsteering wheel\b/]),
  on('Processors', 'Line Output Converters', [/\bline output converters?\b|\bloc\b/]),
  on('Processors', 'Bass Processors', [/\bbass (?:restoration|processors?|enhancers?|epicenter)\b/]),
  // A bass knob or remote gain control belongs to an amplifier, not to a processor's interfaces.
  on('Amplifiers', 'Remote Level Controls', [
    /\bbass (?:knobs?|remotes?|level controls?|controls?)\b|\b(?:remote|gain|sub(?:woofer)?) level controls?\b|\blevel controls?\b/,
  ]),
  on('Processors', 'Integration Interfaces', [/\binterfaces?\b|\bturn-on modules?\b/]),
  on('Processors', 'DSP Accessories', [
    /\bdsp\b|\bprocessors?\b/,
    /\bremotes?\b|\bcontrollers?\b|\bdongles?\b|\baccessor(?:y|ies)\b|\bmodules?\b/,
  ]),
  // Active or passive: a crossover is a product of its own, before any '3-way' reads as a speaker.
  on('Processors', 'Crossovers', [/\bcrossovers?\b|\bcrossover networks?\b/]),
  on('Amplifiers', 'DSP Amplifiers', [AMP, /\bdsp\b/]),
  on('Processors', 'Digital Signal Processors', [
    /\bdigital signal processors?\b|\bdsp\b|\bsignal processors?\b/,
  ]),
  on('Amplifiers', 'Marine Amplifiers', [AMP, MARINE]),
  on('Amplifiers', 'Monoblock Amplifiers', [AMP, /\bmonoblock\b|\b1-channel\b|\d\.1m?\b/]),
  on('Amplifiers', '2-Channel Amplifiers', [AMP, /\b2-channel\b|\d\.2m?\b/]),
  on('Amplifiers', '4-Channel Amplifiers', [AMP, /\b4-channel\b|\d\.4m?\b/]),
  on('Amplifiers', '5-Channel Amplifiers', [AMP, /\b5-channel\b|\d\.5m?\b/]),
  on('Amplifiers', 'Multi-Channel Amplifiers', [
    AMP,
    /\b(?:[36-9]|1[0-2])-channel\b|\bmulti-channel\b|\d\.[36-8]m?\b/,
  ]),
  on('Amplifiers', null, [AMP], [/\bturn-on\b/]),
  on('Subwoofers', 'Empty Enclosures', [/\bempty\b|\bunloaded\b/, /\benclosures?\b|\bbox(?:es)?\b/]),
  on('Subwoofers', 'Marine Subwoofers', [SUB, MARINE]),
  on('Subwoofers', 'Enclosed Subwoofers', [/\bloaded (?:enclosures?|box(?:es)?)\b|\bbass tubes?\b/]),
  on('Subwoofers', 'Enclosed Subwoofers', [
    SUB,
    /\benclos(?:ure|ures|ed)\b|\bsealed\b|\bported\b|\bbox\b|\bloaded\b|\btruck\b|\bpowered\b|\bunder-seat\b/,
  ]),
  on('Subwoofers', 'Shallow-Mount Subwoofers', [SUB, /\bshallow(?:-mount)?\b|\bslim\b|\bthin\b/]),
  on('Subwoofers', 'Component Subwoofers', [SUB]),
  on('Speakers', 'Marine Speakers', [/\bspeakers?\b|\bcoaxials?\b|\btweeters?\b/, MARINE]),
  on('Speakers', 'Component Speakers', [/\bcomponents?\b/, /\bspeakers?\b|\bsystem\b|\bset\b|\bkit\b/]),
  on('Speakers', 'Pro Audio Midrange', [/\bmidrange\b|\bmid-range\b|\bmid-?bass\b|\bpro audio\b/]),
  on('Speakers', 'Tweeters', [/\btweeters?\b|\bcompression drivers?\b/]),
  on('Speakers', 'Coaxial Speakers', [/\bcoaxials?\b|\b[2-4]-way\b|\b\d+x\d+"/]),
  on('Speakers', null, [SPEAKER]),
  on('Head Units', 'Marine Receivers', [RECEIVER, MARINE]),
  on('Head Units', 'Navigation Receivers', [RECEIVER, /\bnavigation\b|\bgps\b/]),
  on('Head Units', 'Floating-Screen Receivers', [RECEIVER, /\bfloating\b/]),
  on('Head Units', 'Double-DIN Receivers', [/\bdouble-din\b/, RECEIVER]),
  on('Head Units', 'Single-DIN Receivers', [/\bsingle-din\b/, RECEIVER]),
  on('Head Units', 'Digital Media Receivers', [RECEIVER, /\bdigital media\b|\bmech-less\b/]),
  on('Head Units', null, [RECEIVER]),
];

function firstRule(lower: string): Classification | null {
  for (const rule of RULES) {
    if (!rule.all.every((pattern) => pattern.test(lower))) continue;
    if (rule.none?.some((pattern) => pattern.test(lower))) continue;
    const evidence = rule.all.map((pattern) => pattern.exec(lower)?.[0] ?? '').join(', ');
    return { category: rule.category, subcategory: rule.subcategory, evidence };
  }
  return null;
}

/**
 * The first rule matching the (cleaned) text, or null. The words before 'with' or 'for' decide
 * the category ('Tweeters with Inline Crossover' are tweeters, a 'Bass Knob for Storm Amps' is no
 * amplifier); the whole text may still make the subcategory more specific within it ('Smart
 * Amplifier with DSP' is a DSP amplifier).
 */
export function classify(text: string): Classification | null {
  const lower = text.toLowerCase();
  const whole = firstRule(lower);
  const head = lower.replace(ACCESSORY_TAIL, '');
  if (head === lower || head.trim() === '') return whole;
  const byHead = firstRule(head);
  if (!byHead) return whole;
  return whole?.category === byHead.category && whole.subcategory ? whole : byHead;
}

const key = (text: string) => comparable(text).replace(/s\b/g, '');
const CATEGORY_BY_KEY = new Map(CATEGORIES.map((category) => [key(category), category]));
const SUBCATEGORY_BY_KEY = new Map(
  Object.entries(TAXONOMY).flatMap(([category, subs]) =>
    subs.map((sub) => [key(sub), { category, sub }] as const),
  ),
);
/** What files call our categories. */
const CATEGORY_SYNONYMS = new Map(
  [
    ['amp', 'Amplifiers'],
    ['sub', 'Subwoofers'],
    ['car stereo', 'Head Units'],
    ['receiver', 'Head Units'],
    ['radio', 'Head Units'],
    ['source unit', 'Head Units'],
    ['dsp', 'Processors'],
    ['signal processor', 'Processors'],
    ['wiring', WIRING],
    ['installation', WIRING],
    ['install', WIRING],
    ['wire', WIRING],
    ['power', 'Power & Batteries'],
    ['battery', 'Power & Batteries'],
  ].map(([from, to]) => [key(from!), to!]),
);

/**
 * A file's own category and subcategory as the taxonomy names them ('AMPS' / 'mono' → Amplifiers;
 * 'Car Audio > Subwoofers'), or null when neither is recognised.
 */
export function fromOriginal(category: string | null, subcategory: string | null): Classification | null {
  const pieces = (text: string | null) => (text ?? '').split(/\s*(?:>|\/|\||›)\s*/).filter(Boolean);
  for (const piece of [...pieces(subcategory).reverse(), ...pieces(category).reverse()]) {
    const found = SUBCATEGORY_BY_KEY.get(key(piece));
    if (found) return { category: found.category, subcategory: found.sub, evidence: piece };
  }
  for (const piece of [...pieces(category), ...pieces(subcategory)]) {
    const found = CATEGORY_BY_KEY.get(key(piece)) ?? CATEGORY_SYNONYMS.get(key(piece));
    if (found) {
      // A subcategory the file wrote loosely ('mono') may still name one of the category's.
      const sub = subcategory ? classify(cleanName(`${subcategory} ${found}`)) : null;
      return {
        category: found,
        subcategory: sub?.category === found ? sub.subcategory : null,
        evidence: piece,
      };
    }
  }
  return null;
}
