/**
 * Cleaning product names and descriptions the way the 12V trade writes them (decision 0020):
 * spacing, units (12", 6.5", 4 Ohm, 1000W RMS, 4 Gauge, 4-Channel, Double-DIN), the trade's
 * abbreviations (sub, amp, spkr, comp, coax, DVC…), acronyms (RCA, DSP, OFC…) and brand words
 * spelled as their owner spells them. Model numbers and the SKU are kept exactly as written
 * (model-numbers.ts). Pure and idempotent: cleaning a cleaned text changes nothing (the property
 * tests hold every rule to it).
 */

import { shieldModelNumbers, splitToken } from './model-numbers.ts';
import {
  ABBREVIATIONS,
  ACRONYMS,
  FIXED_SPELLINGS,
  NOT_AFTER_NUMBER,
  SMALL_WORDS,
  UPPER_ONLY,
} from './trade-words.ts';
import { type TextStyle, normalizeUnits } from './units.ts';

/** Brand words (manufacturer and series names) by lowercase, with their own spelling. */
export type BrandWords = ReadonlyMap<string, string>;

/** 'w/' and 'w/o' spelled out, also when run together ('w/w/o', 'w/grille'). */
function spellOutWith(text: string): string {
  let current = text;
  for (let previous = ''; previous !== current;) {
    previous = current;
    current = current
      .replace(/(?<![^ ])w\/o(?= |$)/gi, 'without')
      .replace(/(?<![^ ])w\/ ?(?=\S)/gi, 'with ')
      .replace(/(?<![^ ])w\/(?= |$)/gi, 'with');
  }
  return current;
}

/** One space between words, none inside brackets or before punctuation. */
function tidySpacing(text: string): string {
  return text
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/ +([,;:!?)\]])/g, '$1')
    .replace(/([([]) +/g, '$1')
    .replace(/,(?=[A-Za-z])/g, ', ')
    .trim();
}

const hasDigit = (text: string) => /\d/.test(text);
const isLetters = (text: string) => /^[A-Za-z]+$/.test(text);
const isUpper = (text: string) => text === text.toUpperCase() && text !== text.toLowerCase();
const isLower = (text: string) => text === text.toLowerCase() && text !== text.toUpperCase();
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface WordContext {
  style: TextStyle;
  brands: BrandWords;
  /** The text is mostly capitals, so capitalised words are shouting, not acronyms. */
  shouting: boolean;
  first: boolean;
}

/** A plain word: letters only, at least two, not one of the words with a fixed spelling. */
function isPlainWord(part: string, brands: BrandWords): boolean {
  const lower = part.toLowerCase();
  return (
    isLetters(part) &&
    part.length >= 2 &&
    !brands.has(lower) &&
    !ACRONYMS.has(lower) &&
    !UPPER_ONLY.has(part) &&
    !FIXED_SPELLINGS.has(lower) &&
    !ABBREVIATIONS.has(lower)
  );
}

/** One part of a word (words split at hyphens), cased by the rules above. */
function casePart(part: string, context: WordContext): string {
  const lower = part.toLowerCase();
  if (part === '') return part;
  if (
    context.brands.has(lower) &&
    (context.style === 'name' || !/^[A-Z][a-z]*$/.test(context.brands.get(lower)!))
  )
    return context.brands.get(lower)!;
  if (ACRONYMS.has(lower)) return part.toUpperCase();
  if (UPPER_ONLY.has(part)) return part;
  if (FIXED_SPELLINGS.has(lower)) return FIXED_SPELLINGS.get(lower)!;
  // Only numbers with units get here (model numbers are shielded): 1000W, 6x9", 2nd.
  if (hasDigit(part)) {
    if (/^\d+(?:\.\d+)?x(?:\d+(?:\.\d+)?"?)?$/i.test(part)) return part.toLowerCase();
    if (/^\d+(?:st|nd|rd|th)$/i.test(part)) return part.toLowerCase();
    return part.toUpperCase();
  }
  if (!isLetters(part)) return part;
  if (part.length === 1) {
    if (lower === 'a' && !context.first && (context.style === 'name' || context.shouting)) return 'a';
    return context.style === 'sentence' ? part : part.toUpperCase();
  }
  // Small words stay as written ('In' may mean an input), unless the text shouts.
  if (SMALL_WORDS.has(lower) && !context.first && (isLower(part) || context.shouting)) return lower;
  if (SMALL_WORDS.has(lower) && !context.first) return part;
  if (isUpper(part)) {
    // A capitalised word with a vowel in a shouting text is a word; without one it is a code (BSW).
    if (!context.shouting || !/[aeiouy]/i.test(part)) return part;
    return context.style === 'name' ? capitalize(lower) : lower;
  }
  if (isLower(part)) return context.style === 'name' ? capitalize(part) : part;
  return part;
}

function caseCore(core: string, context: WordContext, previous: string | undefined): string {
  const lower = core.toLowerCase();
  const expansion = ABBREVIATIONS.get(lower);
  if (expansion && !context.brands.has(lower)) {
    if (NOT_AFTER_NUMBER.has(lower) && previous !== undefined && /^\d+(?:\.\d+)?$/.test(previous))
      return context.style === 'name' ? capitalize(lower) : core;
    if (context.style === 'name') return expansion;
    // In a sentence an expansion is lower case, but acronyms inside it stay capitals.
    return expansion.replace(/[A-Za-z]+/g, (word) =>
      ACRONYMS.has(word.toLowerCase()) ? word : word.toLowerCase(),
    );
  }
  return core
    .split('-')
    .map((part, index) => casePart(part, { ...context, first: context.first && index === 0 }))
    .join('-');
}

/** Whether most plain words are in capitals (then they are recased rather than kept as acronyms). */
function isShouting(tokens: string[], brands: BrandWords): boolean {
  // Model numbers are shielded by now: only words count.
  const words = tokens
    .flatMap((token) => splitToken(token)[1].split('-'))
    .filter((part) => isPlainWord(part, brands));
  if (words.length === 0) return false;
  return words.filter(isUpper).length / words.length >= 0.6;
}

/** `shouting` is judged on the text as it came, before units lowered some of its words. */
function caseWords(text: string, style: TextStyle, brands: BrandWords, shouting: boolean): string {
  const tokens = text.split(' ');
  let previous: string | undefined;
  let sentenceStart = true;
  return tokens
    .map((token) => {
      const [prefix, core, suffix] = splitToken(token);
      const first = style === 'name' ? previous === undefined : sentenceStart;
      const cased = caseCore(core, { style, brands, shouting, first }, previous);
      previous = core;
      sentenceStart = /[.!?]$/.test(suffix) && !/^\d/.test(core);
      return `${prefix}${cased}${suffix}`;
    })
    .join(' ');
}

/** Sentences start with a capital letter. */
function capitalizeSentences(text: string): string {
  // Only a lower-case word: capitalising 'aD' would make it read as an acronym next time.
  return text.replace(
    /(^|[.!?] )([a-z])(?=[a-z]*(?![A-Za-z]))/g,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** Brand words from manufacturer and series names, spelled as written there. */
export function brandWordsOf(names: readonly (string | null | undefined)[]): BrandWords {
  const words = new Map<string, string>();
  for (const name of names) {
    for (const word of (name ?? '').split(/[^A-Za-z0-9]+/)) {
      const lower = word.toLowerCase();
      if (word.length < 2 || SMALL_WORDS.has(lower) || hasDigit(word) || words.has(lower)) continue;
      words.set(lower, word);
    }
  }
  return words;
}

/**
 * Applies `step` until the text stops changing: a rule's output can be another rule's input (a
 * unit split off a word, a token joined to punctuation), so one pass is not always the end.
 */
function untilStable(text: string, step: (text: string) => string): string {
  let current = text;
  for (let pass = 0; pass < 6; pass += 1) {
    const next = step(current);
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** A product name cleaned: spacing, units, abbreviations, acronyms, title case; model numbers kept. */
export function cleanName(text: string, brands: BrandWords = new Map(), sku?: string | null): string {
  const cleaned = untilStable(text, (current) => {
    const shield = shieldModelNumbers(spellOutWith(tidySpacing(current)), sku);
    const shouting = isShouting(shield.text.split(' '), brands);
    return shield.restore(
      tidySpacing(caseWords(normalizeUnits(shield.text, 'name'), 'name', brands, shouting)),
    );
  });
  return cleaned === '' ? text.trim() : cleaned;
}

/** A description cleaned the same way, in sentence case: shouting lowered, sentences capitalised. */
export function cleanDescription(text: string, brands: BrandWords = new Map(), sku?: string | null): string {
  return untilStable(text, (current) => {
    const shield = shieldModelNumbers(spellOutWith(tidySpacing(current)), sku);
    const shouting = isShouting(shield.text.split(' '), brands);
    return shield.restore(
      capitalizeSentences(
        tidySpacing(caseWords(normalizeUnits(shield.text, 'sentence'), 'sentence', brands, shouting)),
      ),
    );
  });
}

/** For comparing names: lower case, letters and digits only, single spaces. */
export function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
