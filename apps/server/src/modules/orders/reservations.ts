import type { Db } from '@/db/database.ts';
import { openReservedQuantity } from './reservations-repo.ts';

/**
 * Units of a product that open orders (pending or processing) hold at the vendor's inventory, for
 * the inventory module (decision 0014: it calls this, never the orders repo). Shipping or
 * cancelling those orders settles exactly these units, so they must not be released by hand.
 * Takes the caller's transaction `db`.
 */
export function reservedForOpenOrders(db: Db, productId: string, vendorId: string): Promise<number> {
  return openReservedQuantity(db, productId, vendorId);
}
