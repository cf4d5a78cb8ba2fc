/**
 * Model numbers and SKUs inside a name are kept exactly as the manufacturer wrote them (decision
 * 0024, issue 15 item 19): 'KT-69X' is never 'KT-69x', '12W3v3' never '12W3V3'. A word is kept
 * when it holds a digit and is not a number with a unit the trade writes one way (12in, 1000w,
 * 4ohm, 6x9, 4-ch, 2nd), or when it is the row's SKU. Both enhancers rest on this: the offline one
 * never touches such a word, and a provider's name must hold every one of them.
 */

/** The token shape the cleaning uses: brackets and quotes before, punctuation after. */
const TOKEN = /^([([{"']*)(.*?)([)\]},;:!?.']*)$/;

export function splitToken(token: string): [string, string, string] {
  const [, prefix = '', core = '', suffix = ''] = TOKEN.exec(token) ?? [];
  return [prefix, core, suffix];
}

/** A number, alone or with one of the units units.ts writes the trade's way, or an ordinal. */
const UNIT_WORD =
  /^(?:\d+(?:[.,]\d+)*|\d\/0)(?:-?(?:"|''|”|″|in|inch|inches|w|watts?|v|volts?|a|amps?|ga|gauge|gage|hz|khz|ft|feet|foot|ohms?|Ω|ch|chan|channels?|ways?|pk|pack|din|st|nd|rd|th))?$/i;
/** A size: 6x9, 6.5x10", 6x9in. */
const SIZE_WORD = /^\d+(?:\.\d+)?[x×]\d+(?:\.\d+)?(?:"|''|”|″|in|inch|inches)?$/i;

const isUnitPart = (part: string) => UNIT_WORD.test(part) || SIZE_WORD.test(part);

/** Whether a word (without its punctuation) is a number with a unit: '6.5-inch', '20hz-20khz'. */
export function isUnitWord(core: string): boolean {
  return isUnitPart(core) || core.split('-').every((part) => part !== '' && isUnitPart(part));
}

const skuKey = (sku: string | null | undefined) => (sku ?? '').trim().toLowerCase();

/** Whether a word is kept exactly: a model number (a digit, not a unit) or the row's SKU. */
export function isKeptExactly(core: string, sku?: string | null): boolean {
  if (core === '') return false;
  if (skuKey(sku) !== '' && core.toLowerCase() === skuKey(sku)) return true;
  return /\d/.test(core) && !isUnitWord(core);
}

/** The model numbers (and SKU) of a text, exactly as written, in order. */
export function modelNumbersIn(text: string, sku?: string | null): string[] {
  return text
    .split(/\s+/)
    .map((token) => splitToken(token)[1])
    .filter((core) => isKeptExactly(core, sku));
}

/** Private-use characters: no rule of the cleaning reads or changes them. */
const MARK = '\uE000';
const SLOT = 0xe100;
const SLOTS = new RegExp(`${MARK}([\\uE100-\\uEFFF])`, 'g');

/**
 * Replaces every kept word of a space-separated text with a mark no cleaning rule touches, and
 * gives the function that puts them back.
 */
export function shieldModelNumbers(
  text: string,
  sku?: string | null,
): { text: string; restore: (cleaned: string) => string } {
  const kept: string[] = [];
  const shielded = text
    .split(' ')
    .map((token) => {
      const [prefix, core, suffix] = splitToken(token);
      if (!isKeptExactly(core, sku) || kept.length >= 0xeff) return token;
      kept.push(core);
      return `${prefix}${MARK}${String.fromCharCode(SLOT + kept.length - 1)}${suffix}`;
    })
    .join(' ');
  return {
    text: shielded,
    restore: (cleaned) => cleaned.replace(SLOTS, (_, slot: string) => kept[slot.charCodeAt(0) - SLOT]!),
  };
}

/** Letters and digits only, lower case: how a re-cased or re-punctuated model number still compares. */
const looseKey = (word: string) => word.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A proposed name checked against the original's model numbers: each one re-cased or re-punctuated
 * in the proposal ('KT-69x', 'KT69X') is put back as written; one missing altogether is reported.
 */
export function restoreModelNumbers(
  original: string,
  proposed: string,
  sku?: string | null,
): { name: string; repaired: string[]; missing: string[] } {
  const wanted = [...new Set(modelNumbersIn(original, sku))];
  const byKey = new Map(wanted.map((code) => [looseKey(code), code]));
  const repaired: string[] = [];
  const name = proposed
    .split(' ')
    .map((token) => {
      const [prefix, core, suffix] = splitToken(token);
      const code = byKey.get(looseKey(core));
      if (code === undefined || code === core || looseKey(core) === '') return token;
      repaired.push(`${core} → ${code}`);
      return `${prefix}${code}${suffix}`;
    })
    .join(' ');
  const present = new Set(name.split(' ').map((token) => splitToken(token)[1]));
  return { name, repaired, missing: wanted.filter((code) => !present.has(code)) };
}
