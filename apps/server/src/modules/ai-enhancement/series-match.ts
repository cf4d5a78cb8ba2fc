import { type BrandWords, cleanName, comparable } from './text-cleaning.ts';
import { ACCESSORY_TAIL } from './trade-words.ts';

/**
 * How a series was found, and how far that evidence goes (decision 0024): `confidence` is this
 * field's part of the row's confidence.
 */
export interface SeriesMatch {
  name: string;
  kind: 'existing' | 'new';
  reason: string;
  confidence: number;
}

/**
 * What each kind of evidence is worth. Only the file naming one of the manufacturer's series is
 * High; a series read from a word of the name never is (the word may name what the product fits).
 */
export const SERIES_CONFIDENCE = {
  /** The file's series column names one of the manufacturer's series. */
  fileNamesExisting: 97,
  /** The file's series column holds one of the manufacturer's series among other words ('Tempest Subs'). */
  fileHoldsExisting: 85,
  /** The name starts with one of the manufacturer's series ('Kite KT-69X …'). */
  nameStartsWith: 85,
  /** The file proposes a series the manufacturer does not have yet. */
  newFromFile: 80,
  /** The name names one of the manufacturer's series, not at its start. */
  nameHolds: 60,
  /** Nothing says which series: a person must choose one before approval. */
  none: 60,
} as const;

const seriesKey = (name: string) => comparable(name).replace(/ series$/, '');

/** Whether `words` holds `phrase` as whole words. */
const holds = (words: string, phrase: string) => phrase !== '' && ` ${words} `.includes(` ${phrase} `);

/**
 * The existing series named as whole words in `text`, longest first, without those inside a
 * longer one found ('Tempest' inside 'Tempest Loaded').
 */
function namedIn(text: string, existing: readonly string[]): string[] {
  const words = comparable(text);
  const found = existing
    .filter((series) => holds(words, seriesKey(series)))
    .sort((a, b) => seriesKey(b).length - seriesKey(a).length || a.localeCompare(b));
  return found.filter(
    (series, index) => !found.slice(0, index).some((longer) => holds(seriesKey(longer), seriesKey(series))),
  );
}

/**
 * The series for a product (decisions 0020, 0024): the proposal when it is one of the
 * manufacturer's series (any case, spacing or a trailing 'Series'), or names exactly one inside
 * it ('Tempest Subs'); else the proposal itself, cleaned, as a new series; without a proposal, the
 * one existing series the name names before any 'for' or 'with' (what follows is what the
 * product fits: 'Bass Knob for Storm and Surge amps' is in neither); else none.
 */
export function matchSeries(
  proposed: string | null,
  productName: string,
  existing: readonly string[],
  brands: BrandWords,
): SeriesMatch | null {
  const proposal = proposed?.trim() ? cleanName(proposed, brands) : null;
  if (proposal) {
    const exact = existing.find((series) => seriesKey(series) === seriesKey(proposal));
    if (exact)
      return {
        name: exact,
        kind: 'existing',
        reason: `the manufacturer's series ${exact}`,
        confidence: SERIES_CONFIDENCE.fileNamesExisting,
      };
    const inside = namedIn(proposal, existing);
    if (inside.length === 1)
      return {
        name: inside[0]!,
        kind: 'existing',
        reason: `'${proposal}' names the manufacturer's series ${inside[0]}`,
        confidence: SERIES_CONFIDENCE.fileHoldsExisting,
      };
    return {
      name: proposal,
      kind: 'new',
      reason: `a new series proposed by the file: ${proposal}`,
      confidence: SERIES_CONFIDENCE.newFromFile,
    };
  }
  const head = productName.replace(ACCESSORY_TAIL, '');
  const named = namedIn(head, existing);
  if (named.length !== 1) return null;
  const series = named[0]!;
  const atStart = comparable(head).startsWith(`${seriesKey(series)} `);
  return {
    name: series,
    kind: 'existing',
    reason: atStart
      ? `the name starts with the manufacturer's series ${series}`
      : `the name mentions the manufacturer's series ${series}`,
    confidence: atStart ? SERIES_CONFIDENCE.nameStartsWith : SERIES_CONFIDENCE.nameHolds,
  };
}
