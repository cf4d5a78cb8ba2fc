import {
  type ColumnMapping,
  type ImportedProduct,
  duplicateSkuMessage,
  rowNumberOf,
  skuKey,
  validateImportRow,
} from './imports-fields.ts';

/**
 * What becomes of each row of an import, decided from the whole file before anything is written,
 * so a job that stages the rows in batches (and resumes after a crash at any batch) reaches the
 * same outcome for every row: a SKU repeated in the file is staged from its LAST valid row, and
 * each earlier valid row with that SKU fails as a duplicate naming the row that replaced it. An
 * invalid row replaces nothing.
 */

export type RowPlan = { kind: 'stage'; product: ImportedProduct } | { kind: 'fail'; error: string };

/** Notes row `index` in `winners` (SKU key → last valid row) when it is valid; rows in file order. */
export function noteValidRow(
  winners: Map<string, number>,
  row: readonly string[],
  index: number,
  mapping: ColumnMapping,
): void {
  const outcome = validateImportRow(row, mapping);
  if (outcome.ok) winners.set(skuKey(outcome.product.sku), index);
}

/** SKU key → index of the last valid row with it. One pass; holds one entry per distinct SKU. */
export function lastValidRowBySku(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
): Map<string, number> {
  const winners = new Map<string, number>();
  rows.forEach((row, index) => noteValidRow(winners, row, index, mapping));
  return winners;
}

/**
 * The plan for row `index` (0-based under the header), given `lastValidRowBySku` of the file;
 * `numberOf` gives a row's number as the sheet shows it (title and blank rows counted).
 */
export function planRow(
  row: readonly string[],
  index: number,
  mapping: ColumnMapping,
  winners: ReadonlyMap<string, number>,
  numberOf: (index: number) => number = rowNumberOf,
): RowPlan {
  const outcome = validateImportRow(row, mapping);
  if (!outcome.ok) return { kind: 'fail', error: outcome.error };
  const winner = winners.get(skuKey(outcome.product.sku));
  if (winner !== undefined && winner !== index)
    return { kind: 'fail', error: duplicateSkuMessage(outcome.product.sku, numberOf(winner)) };
  return { kind: 'stage', product: outcome.product };
}
