import type { CategoryStats } from '@crossover/domain/products';

/**
 * Spec §5 filters: names de-duplicated case-insensitively (the first spelling met wins) and
 * sorted, blanks dropped.
 */
export function uniqueSorted(names: Iterable<string>): string[] {
  const byKey = new Map<string, string>();
  for (const raw of names) {
    const name = raw.trim();
    if (name === '') continue;
    const key = name.toLocaleLowerCase();
    if (!byKey.has(key)) byKey.set(key, name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}

export function categoryNames(stats: CategoryStats | undefined): string[] {
  return uniqueSorted(Object.keys(stats?.categories ?? {}));
}

/**
 * The subcategories under a category, matched case-insensitively (the stats may hold 'Amplifiers'
 * and 'amplifiers' apart); no category, no subcategories.
 */
export function subcategoryNames(
  stats: CategoryStats | undefined,
  category: string | null | undefined,
): string[] {
  const wanted = category?.trim().toLocaleLowerCase();
  if (!wanted || !stats) return [];
  const names: string[] = [];
  for (const [name, entry] of Object.entries(stats.categories)) {
    if (name.trim().toLocaleLowerCase() === wanted) names.push(...Object.keys(entry.subcategories));
  }
  return uniqueSorted(names);
}
