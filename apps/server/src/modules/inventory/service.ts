import type { AppContext } from '@/context.ts';
import { availableStock, lockInventory, reserveStock, settleReservation } from './repo.ts';

/**
 * Stock for the modules that route and place orders (decision 0014). Built from a context, or
 * from a transaction's `db` so reservations commit or roll back with the order.
 */
export function createInventoryService({ db }: Pick<AppContext, 'db'>) {
  return {
    /** Available stock (on hand − reserved) per product and vendor, where a record exists. */
    availableStock: (productIds: readonly string[], organizationIds: readonly string[]) =>
      availableStock(db, productIds, organizationIds),
    /** Reserves what the vendor has free of the quantity, under the row's lock; answers the units. */
    reserveStock: (productId: string, organizationId: string, quantity: number) =>
      reserveStock(db, productId, organizationId, quantity),
    /** The vendor's stock record of the product, locked for the transaction; null when none. */
    lockInventory: (productId: string, organizationId: string) =>
      lockInventory(db, productId, organizationId),
    /** Shipping takes reserved units off on-hand stock; releasing makes them available again. */
    settleReservation: (inventoryId: string, quantity: number, ship: boolean) =>
      settleReservation(db, inventoryId, quantity, ship),
  };
}
