import type { Series } from '@crossover/domain/catalog';

export type SeriesSortKey = 'name' | 'manufacturer' | 'isActive';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byName = (a: Series, b: Series) => collator.compare(a.name, b.name);

const COMPARE: Record<SeriesSortKey, (a: Series, b: Series) => number> = {
  name: byName,
  manufacturer: (a, b) =>
    collator.compare(a.manufacturerName ?? '', b.manufacturerName ?? '') || byName(a, b),
  // Ascending: active first, as the list reads (Active, then Inactive).
  isActive: (a, b) => Number(b.isActive) - Number(a.isActive) || byName(a, b),
};

/**
 * The whole filtered list in the chosen order, before it is paged (every series a caller manages
 * fits one answer). No key: the server's order, by manufacturer then name.
 */
export function sortSeries(
  rows: readonly Series[],
  key: SeriesSortKey | '',
  order: 'asc' | 'desc',
): Series[] {
  if (!key) return [...rows];
  const compare = COMPARE[key];
  const sorted = [...rows].sort(compare);
  return order === 'desc' ? sorted.reverse() : sorted;
}

export function showingSeriesText(page: number, limit: number, total: number): string {
  if (total === 0) return 'Showing 0-0 of 0 series';
  return `Showing ${(page - 1) * limit + 1}-${Math.min(page * limit, total)} of ${total} series`;
}
