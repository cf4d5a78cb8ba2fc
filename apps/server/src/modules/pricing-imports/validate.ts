import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { priceListRowSchema } from '@crossover/domain/pricing/price-imports';
import { type Db, queryRows } from '@/db/database.ts';

/**
 * INTERIM: the import-kit branch writes the real `validatePriceList` (and its messages in
 * packages/domain/src/pricing/price-list.ts); this minimal version with the contract's signature
 * and rules lets process be built and tested until that branch is merged, then it is replaced.
 */

export type PriceListRow = z.infer<typeof priceListRowSchema>;
export interface PriceListInput {
  rowNumber: number;
  sku: string;
  distPartNumber: string | null;
  cost: string | null;
  mpqCost: string | null;
}

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;

export async function validatePriceList(
  db: Db,
  rows: readonly PriceListInput[],
  target: { organizationId: string | null },
): Promise<PriceListRow[]> {
  const skus = [...new Set(rows.map((row) => row.sku.trim().toLowerCase()).filter(Boolean))];
  const found = await queryRows<{ key: string; id: string; current: string | null }>(
    db,
    target.organizationId === null
      ? sql`select lower(p.sku) as key, p.id, p.distributor_cost::text as current
            from products p where lower(p.sku) = any(${sql.param(skus)}::text[])`
      : sql`select lower(p.sku) as key, p.id, d.dist_cost::text as current
            from products p
            left join distributor_pricing d on d.product_id = p.id and d.distributor_id = ${target.organizationId}
            where lower(p.sku) = any(${sql.param(skus)}::text[])`,
  );
  const bySku = new Map(found.map((row) => [row.key, row]));
  return rows.map((row) => {
    const sku = row.sku.trim();
    const cost = row.cost?.trim() || null;
    const mpqCost = row.mpqCost?.trim() || null;
    const distPartNumber = row.distPartNumber?.trim() || null;
    const base = { rowNumber: row.rowNumber, sku, distPartNumber, cost, mpqCost };
    const error = (message: string): PriceListRow => ({ ...base, status: 'error', message, productId: null });
    if (!sku) return error('SKU is required');
    const product = bySku.get(sku.toLowerCase());
    if (!product) return error(`SKU ${sku} is not in the catalogue`);
    if (cost !== null && !MONEY.test(cost)) return error('Cost must be a number ≥ 0 with at most 2 decimals');
    if (mpqCost !== null && !MONEY.test(mpqCost))
      return error('Master pack cost must be a number ≥ 0 with at most 2 decimals');
    const found = { productId: product.id, currentCost: product.current };
    const current = product.current === null ? null : Number(product.current);
    if (cost !== null && current !== null && current > 0 && Math.abs(Number(cost) - current) / current > 0.5)
      return { ...base, ...found, status: 'warning', message: 'Cost moves more than 50% from the current one' };
    if (distPartNumber === null)
      return { ...base, ...found, status: 'warning', message: 'Distributor part number is missing' };
    return { ...base, ...found, status: 'success', message: null };
  });
}
