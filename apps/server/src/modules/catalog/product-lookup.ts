import type { Db } from '@/db/database.ts';
import type { ProductRow } from '@/modules/products/repo.ts';
import { createProductsService } from '@/modules/products/service.ts';

/**
 * Product rows by id, with series and manufacturer names, for other modules (cart) that price
 * them with `computeOffers`. Takes a `db` so it joins the caller's transaction.
 */
export function findProductRows(db: Db, ids: readonly string[]): Promise<ProductRow[]> {
  return createProductsService({ db }).findRows(ids);
}
