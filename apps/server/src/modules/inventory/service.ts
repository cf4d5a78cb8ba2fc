import type { AppContext } from '@/context.ts';
import { availableStock } from './repo.ts';

/** Reads of stock for the modules that route and check orders (decision 0014). */
export function createInventoryService({ db }: Pick<AppContext, 'db'>) {
  return {
    /** Available stock (on hand − reserved) per product and vendor, where a record exists. */
    availableStock: (productIds: readonly string[], organizationIds: readonly string[]) =>
      availableStock(db, productIds, organizationIds),
  };
}
