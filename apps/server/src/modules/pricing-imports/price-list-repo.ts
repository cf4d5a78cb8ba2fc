import { and, eq, sql } from 'drizzle-orm';
import { type PriceListProduct, priceListSkuKey } from '@crossover/domain/pricing/price-list';
import type { Db } from '@/db/database.ts';
import { distributorPricing as dp } from '@/db/schema/distributor-pricing.ts';
import { products } from '@/db/schema/products.ts';

/** The price-list upload's SQL (validate.ts): the catalogue's facts about a list's SKUs. */

/** Whose prices a list changes: a distributor organization, or (null) the catalogue's reference columns. */
export interface PriceListTarget {
  organizationId: string | null;
}

/**
 * The products of these SKU keys (lower case) with the cost a list replaces: the distributor's
 * own (distributor_pricing of that organization; null when it has none yet), or the catalogue's
 * products.distributor_cost. One statement for every SKU (`= any($1)`).
 */
export async function productsBySkuKey(
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
