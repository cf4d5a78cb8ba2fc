/** Units as the 12V trade writes them in names and sentences (decision 0020). */

export type TextStyle = 'name' | 'sentence';

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
/** Not inside a model number or a decimal: 'ST500' and '10.1' are not units. */
const START = String.raw`(?<![\w.\/])`;

/** In a sentence a unit word keeps the capital it was written with ('4-Channel Line Output…'). */
const asWritten = (match: string, word: string) =>
  /\d\s*-?\s*[A-Z]/.test(match) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

type Replacement = string | ((match: string, ...groups: string[]) => string);
type Rule = [RegExp, (style: TextStyle) => Replacement];
const rule = (source: string, name: Replacement, sentence: Replacement = name): Rule => [
  new RegExp(source, 'gi'),
  (style) => (style === 'name' ? name : sentence),
];

/** Units, in the order they apply: sizes last but before inches (6x9" keeps its x; 6 x 917ft splits first). */
const UNIT_RULES: Rule[] = [
  // Sentences keep the plural ('at 4 ohms') and the spaced watt ('500 W RMS').
  rule(
    String.raw`${START}${NUMBER}\s*-?\s*(?:ohms?\b|Ω)`,
    '$1 Ohm',
    (match, n) => `${n} ${/ohms/i.test(match) ? 'ohms' : 'ohm'}`,
  ),
  rule(String.raw`${START}(\d{1,3}(?:,\d{3})+|\d+)\s*-?\s*(?:w|watts?)\b`, '$1W', '$1 W'),
  rule(String.raw`${START}${NUMBER}\s*-?\s*(?:v|volts?)\b`, '$1V', '$1 V'),
  rule(String.raw`${START}(\d+)(?:a|-?amps?)\b`, '$1A'),
  rule(
    String.raw`${START}(\d\/0|\d+)\s*-?\s*(?:ga|gauge|gage)\b`,
    '$1 Gauge',
    (match, n) => `${n} ${asWritten(match, 'gauge')}`,
  ),
  rule(String.raw`${START}${NUMBER}\s*hz\b`, '$1 Hz'),
  rule(String.raw`${START}${NUMBER}\s*khz\b`, '$1 kHz'),
  rule(String.raw`${START}${NUMBER}\s*(?:ft|feet|foot)\b`, '$1 ft'),
  rule(
    String.raw`${START}(\d+)\s*-?\s*(?:ch|chan|channels?)\b`,
    '$1-Channel',
    (match, n) => `${n}-${asWritten(match, 'channel')}`,
  ),
  rule(String.raw`${START}(\d)\s*-?\s*ways?\b`, '$1-Way', (match, n) => `${n}-${asWritten(match, 'way')}`),
  rule(
    String.raw`${START}(\d+)\s*-?\s*(?:pk|pack)\b`,
    '$1-Pack',
    (match, n) => `${n}-${asWritten(match, 'pack')}`,
  ),
  rule(String.raw`(?<![\w-])(?:double|dbl|2)\s*-?\s*din\b`, 'Double-DIN'),
  rule(String.raw`(?<![\w-])(?:single|1)\s*-?\s*din\b`, 'Single-DIN'),
  rule(String.raw`(?<![\w-])x-?over(s?)\b`, 'Crossover$1', 'crossover$1'),
  // Sizes: '6 x 9' or '6x9', not '4x 4 AWG' (four outputs of 4 AWG).
  rule(
    String.raw`${START}${NUMBER}(?:[x×]| [x×] )${NUMBER}(?:\s*(?:"|''|”|″)|\s*-?\s*inch(?:es)?\b| ?in\b)`,
    '$1x$2"',
  ),
  rule(String.raw`${START}${NUMBER}(?:[x×]| [x×] )${NUMBER}(?![\w.])`, '$1x$2'),
  // Sentences keep '10-inch'.
  rule(String.raw`${START}${NUMBER}(?:\s*(?:"|''|”|″)|\s*-?\s*inch(?:es)?\b|in\b)`, '$1"', (match, n) =>
    /inch/i.test(match) ? `${n}-inch` : `${n}"`,
  ),
];

export function normalizeUnits(text: string, style: TextStyle): string {
  return UNIT_RULES.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement(style) as string),
    text,
  );
}
