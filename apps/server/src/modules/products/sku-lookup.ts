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
