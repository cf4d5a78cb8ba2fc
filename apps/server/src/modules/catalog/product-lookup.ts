import type { Db } from '@/db/database.ts';
import { type ProductRow, findProductRows as findRows } from './product-repo.ts';

/**
 * Product rows by id, with series and manufacturer names, for other modules (cart) that price
 * them with `computeOffers`. They call this, never the product repo (decision 0014). Takes a
 * `db` so it joins the caller's transaction.
 */
export function findProductRows(db: Db, ids: readonly string[]): Promise<ProductRow[]> {
  return findRows(db, ids);
}
