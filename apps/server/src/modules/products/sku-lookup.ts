import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { products as p } from '@/db/schema/products.ts';
import { textArray } from './deletion.ts';

/**
 * Which of some SKUs the catalogue already has, compared as the catalogue compares them (trimmed,
 * any case: the lower(sku) index). For other modules (an import's isNewSku, decision 0014): one
 * indexed query per call, whatever the number of SKUs. Answers the keys (lowercased) that exist.
 */
export async function existingSkuKeys(db: Db, skus: readonly string[]): Promise<Set<string>> {
  const keys = [...new Set(skus.map((sku) => sku.trim().toLowerCase()))];
  if (keys.length === 0) return new Set();
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select distinct lower(${p.sku}) as key from ${p} where lower(${p.sku}) = any(${textArray(keys)})`,
  );
  return new Set(rows.map((row) => row.key));
}

/** A product as a price list names it: by SKU, with its current MAP. */
export interface SkuProduct {
  id: string;
  sku: string;
  name: string;
  mapPrice: string | null;
}

/**
 * The products with these SKUs (trimmed, any case), for price-list checks (PMAP campaigns): one
 * indexed query, whatever the number of SKUs. Keyed by the lowercased SKU; unknown SKUs are absent.
 */
export async function productsBySkuKey(db: Db, skus: readonly string[]): Promise<Map<string, SkuProduct>> {
  const keys = [...new Set(skus.map((sku) => sku.trim().toLowerCase()).filter(Boolean))];
  if (keys.length === 0) return new Map();
  const rows = await queryRows<SkuProduct & { key: string }>(
    db,
    sql`select lower(${p.sku}) as key, ${p.id} as id, ${p.sku} as sku, ${p.name} as name,
          ${p.mapPrice}::text as "mapPrice"
        from ${p} where lower(${p.sku}) = any(${textArray(keys)})`,
  );
  // lower(sku) is unique (products_lower_sku_uq): one product per key.
  return new Map(rows.map(({ key, ...product }) => [key, product]));
}
