import type { Db } from '@/db/database.ts';
import { clearCart, lockUserCart } from './repo.ts';

// What placing an order does with the buyer's cart. Orders calls these, never the cart repo
// (decision 0014); each runs in the order's transaction.

/** Serialises cart changes and order placement for one user until the transaction ends. */
export function lockCart(tx: Db, userId: string): Promise<void> {
  return lockUserCart(tx, userId);
}

/** Empties the user's cart once the order is placed. */
export function emptyCart(tx: Db, userId: string): Promise<void> {
  return clearCart(tx, userId);
}
