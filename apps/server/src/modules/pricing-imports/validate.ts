import { and, eq, sql } from 'drizzle-orm';
import {
  type PriceListInput,
  type PriceListProduct,
  type PriceListRow,
  priceListSkuKey,
  validatePriceListRows,
} from '@crossover/domain/pricing/price-list';
import type { Db } from '@/db/database.ts';
import { distributorPricing as dp } from '@/db/schema/distributor-pricing.ts';
import { products } from '@/db/schema/products.ts';

/** Whose prices a list changes: a distributor organization, or (null) the catalogue's reference columns. */
export interface PriceListTarget {
  organizationId: string | null;
}

/**
 * The products of these SKU keys (lower case) with the cost a list replaces: the distributor's
 * own (distributor_pricing of that organization; null when it has none yet), or the catalogue's
 * products.distributor_cost. One statement for every SKU (`= any($1)`).
 */
async function productsBySkuKey(
  db: Db,
  keys: readonly string[],
  { organizationId }: PriceListTarget,
): Promise<Map<string, PriceListProduct>> {
  if (keys.length === 0) return new Map();
  const matches = sql`lower(${products.sku}) = any(${sql.param([...keys])}::text[])`;
  const found = organizationId
    ? await db
        .select({ id: products.id, sku: products.sku, currentCost: dp.distCost })
        .from(products)
        .leftJoin(dp, and(eq(dp.productId, products.id), eq(dp.distributorId, organizationId)))
        .where(matches)
    : await db
        .select({ id: products.id, sku: products.sku, currentCost: products.distributorCost })
        .from(products)
        .where(matches);
  return new Map(
    found.map((row) => [priceListSkuKey(row.sku), { productId: row.id, currentCost: row.currentCost }]),
  );
}

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
