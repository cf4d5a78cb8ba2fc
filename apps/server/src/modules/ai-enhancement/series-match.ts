import { type BrandWords, cleanName, comparable } from './text-cleaning.ts';

/** How a series was found: one of the manufacturer's, or a new one the file proposes. */
export interface SeriesMatch {
  name: string;
  kind: 'existing' | 'new';
  reason: string;
}

const seriesKey = (name: string) => comparable(name).replace(/ series$/, '');

/** Whether `words` holds `phrase` as whole words. */
const holds = (words: string, phrase: string) => phrase !== '' && ` ${words} `.includes(` ${phrase} `);

/** The longest existing series named as whole words in `text`, preferring one at its start. */
function namedIn(text: string, existing: readonly string[]): string | undefined {
  const words = comparable(text);
  const found = existing
    .filter((series) => holds(words, seriesKey(series)))
    .sort((a, b) => {
      const atStart = Number(words.startsWith(seriesKey(b))) - Number(words.startsWith(seriesKey(a)));
      return atStart || seriesKey(b).length - seriesKey(a).length || a.localeCompare(b);
    });
  return found[0];
}

/**
 * The series for a product (decision 0020): the proposal when it is one of the manufacturer's
 * series (any case, spacing or a trailing 'Series'), or names one inside it ('Tempest Subs'); else
 * the proposal itself, cleaned, as a new series; without a proposal, an existing series the
 * product's name names; else none.
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
    if (exact) return { name: exact, kind: 'existing', reason: `the manufacturer's series ${exact}` };
    const inside = namedIn(proposal, existing);
    if (inside)
      return {
        name: inside,
        kind: 'existing',
        reason: `'${proposal}' names the manufacturer's series ${inside}`,
      };
    return { name: proposal, kind: 'new', reason: `a new series proposed by the file: ${proposal}` };
  }
  const fromName = namedIn(productName, existing);
  if (fromName)
    return {
      name: fromName,
      kind: 'existing',
      reason: `the name names the manufacturer's series ${fromName}`,
    };
  return null;
}
