import { confidenceLevel } from '@crossover/domain/ai-enhancement';
import type { LabelledTradeName } from './labelled-trade-names.ts';
import { modelNumbersIn } from './model-numbers.ts';
import { enhanceOffline } from './offline-enhancer.ts';
import { TAXONOMY } from './taxonomy.ts';

/**
 * The offline enhancer measured on a labelled set (decision 0024): the share of rows it gets
 * right per field, how often each confidence level is right, and every miss, for the test's
 * floors and `npm run bench -- enhancer`.
 */

export const categoryOf = (subcategory: string) =>
  Object.entries(TAXONOMY).find(([, subs]) => subs.includes(subcategory))?.[0] ?? null;

export interface Miss {
  sku: string;
  field: 'name' | 'category' | 'subcategory' | 'series' | 'model numbers';
  expected: string | null;
  got: string | null;
}

export interface Accuracy {
  rows: number;
  /** Share of rows right, 0–1, per field. */
  name: number;
  category: number;
  subcategory: number;
  series: number;
  /** Rows whose every model number came out exactly as written. */
  modelNumbersKept: number;
  /** Per confidence level: how many rows, and the share of them right in every field. */
  levels: Record<string, { rows: number; allRight: number }>;
  misses: Miss[];
}

export function measureEnhancer(rows: readonly LabelledTradeName[]): Accuracy {
  const misses: Miss[] = [];
  const right = { name: 0, category: 0, subcategory: 0, series: 0, modelNumbersKept: 0 };
  const levels: Record<string, { rows: number; right: number }> = {};
  for (const row of rows) {
    const outcome = enhanceOffline({
      name: row.raw,
      description: null,
      category: row.fileCategory,
      subcategory: row.fileSubcategory,
      seriesName: row.proposedSeries,
      manufacturerName: row.manufacturer,
      existingSeries: row.existingSeries,
      sku: row.sku,
    });
    const r = outcome.ok ? outcome.result : null;
    const checks = [
      ['name', row.expected.name, r?.name ?? null],
      ['category', categoryOf(row.expected.subcategory), r?.category ?? null],
      ['subcategory', row.expected.subcategory, r?.subcategory ?? null],
      ['series', row.expected.series, r?.seriesName ?? null],
    ] as const;
    let allRight = true;
    for (const [field, expected, got] of checks) {
      if (expected === got) right[field] += 1;
      else {
        allRight = false;
        misses.push({ sku: row.sku, field, expected, got });
      }
    }
    const codes = modelNumbersIn(row.raw, row.sku);
    const kept = r !== null && codes.every((code) => r.name.split(' ').some((word) => word.includes(code)));
    if (kept) right.modelNumbersKept += 1;
    else
      misses.push({ sku: row.sku, field: 'model numbers', expected: codes.join(' '), got: r?.name ?? null });
    const level = r ? (confidenceLevel(r.confidence) ?? 'below Low') : 'failed';
    levels[level] ??= { rows: 0, right: 0 };
    levels[level].rows += 1;
    if (allRight) levels[level].right += 1;
  }
  const share = (count: number) => (rows.length === 0 ? 0 : count / rows.length);
  return {
    rows: rows.length,
    name: share(right.name),
    category: share(right.category),
    subcategory: share(right.subcategory),
    series: share(right.series),
    modelNumbersKept: share(right.modelNumbersKept),
    levels: Object.fromEntries(
      Object.entries(levels).map(([level, { rows: count, right: ok }]) => [
        level,
        { rows: count, allRight: count === 0 ? 0 : ok / count },
      ]),
    ),
    misses,
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The figures as lines of text. */
export function describeAccuracy(a: Accuracy): string[] {
  return [
    `${a.rows} labelled trade names`,
    `name ${percent(a.name)} · category ${percent(a.category)} · subcategory ${percent(a.subcategory)} · series ${percent(a.series)} · model numbers kept ${percent(a.modelNumbersKept)}`,
    ...Object.entries(a.levels).map(
      ([level, { rows, allRight }]) => `  ${level}: ${rows} rows, ${percent(allRight)} right in every field`,
    ),
  ];
}
