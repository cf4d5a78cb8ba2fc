import {
  type PriceListInput,
  type PriceListRow,
  priceListSkuKey,
  validatePriceListRows,
} from '@crossover/domain/pricing/price-list';
import type { Db } from '@/db/database.ts';
import { type PriceListTarget, productsBySkuKey } from './price-list-repo.ts';

/**
 * Every row of a price list under the rules of packages/domain/src/pricing/price-list.ts, with
 * what the catalogue knows: an unknown SKU is an error row, a cost moving more than 50 % from the
 * current one a warning. Used at upload, and again at process (the client's statuses are not trusted).
 */
export async function validatePriceList(
  db: Db,
  rows: readonly PriceListInput[],
  target: PriceListTarget,
): Promise<PriceListRow[]> {
  const keys = [...new Set(rows.map((row) => priceListSkuKey(row.sku)).filter((key) => key !== ''))];
  return validatePriceListRows(rows, await productsBySkuKey(db, keys, target));
}
