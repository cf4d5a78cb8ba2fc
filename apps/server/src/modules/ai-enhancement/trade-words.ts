/** The trade's words: how each is written in a product name (decision 0020). */

export const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'without',
]);

/** Always written in capitals, whatever case they came in. */
export const ACRONYMS = new Set(
  'rca dsp ofc cca awg anl agu usb aux led rgb gps rms spl din mdf hdmi lcd tft eq xlr oem hd cd dvd mosfet pwm loc ip67 abs'.split(
    ' ',
  ),
);
/** Capitals only when already written so ('AM' the band, 'am' the verb). */
export const UPPER_ONLY = new Set(['AM', 'FM', 'IP', 'AC', 'DC', 'UV', 'AV', 'SD', 'TV', 'USA', 'US']);
/** Units and the like that keep one spelling. */
export const FIXED_SPELLINGS = new Map(
  ['ft', 'lbs', 'lb', 'mm', 'cm', 'oz', 'Hz', 'kHz', 'dB', 'x', 'iPhone', 'iPod', 'CarPlay'].map((w) => [
    w.toLowerCase(),
    w,
  ]),
);

/** The trade's abbreviations, expanded (names in title case; sentences in lower case). */
export const ABBREVIATIONS = new Map<string, string>([
  ['sub', 'Subwoofer'],
  ['subs', 'Subwoofers'],
  ['amp', 'Amplifier'],
  ['amps', 'Amplifiers'],
  ['spkr', 'Speaker'],
  ['spkrs', 'Speakers'],
  ['spk', 'Speaker'],
  ['spks', 'Speakers'],
  ['comp', 'Component'],
  ['comps', 'Components'],
  ['coax', 'Coaxial'],
  ['coaxials', 'Coaxial Speakers'],
  ['tweet', 'Tweeter'],
  ['tweets', 'Tweeters'],
  ['dvc', 'Dual Voice Coil'],
  ['svc', 'Single Voice Coil'],
  ['hu', 'Head Unit'],
  ['xover', 'Crossover'],
  ['xovers', 'Crossovers'],
  ['enc', 'Enclosure'],
  ['encl', 'Enclosure'],
  ['pwr', 'Power'],
  ['gnd', 'Ground'],
  ['dist', 'Distribution'],
  ['nav', 'Navigation'],
  ['bt', 'Bluetooth'],
  ['swc', 'Steering Wheel Control'],
  ['proc', 'Processor'],
  ['mono', 'Monoblock'],
  ['blk', 'Black'],
  ['wht', 'White'],
]);
/** Expansions that read wrong after a number: '60 amp fuse' is a current, not an amplifier. */
export const NOT_AFTER_NUMBER = new Set(['amp', 'amps']);

/** What a name says after these words is what the product has or fits, not what it is ('… for Storm amps'). */
export const ACCESSORY_TAIL = /\s(?:with|for|fits|includes?|compatible with)\s.*$/i;
