import { type AnyColumn, type SQL, and, eq, sql } from 'drizzle-orm';
import { type Keys, matchesKeys } from '@/db/keys.ts';
import { inventory } from '@/db/schema/inventory.ts';
import { availableSql } from './repo.ts';

/**
 * Available stock (on hand − reserved) where a record exists, as an SQL piece for a caller that
 * puts it into one statement with other modules' pieces (the price decision's inputs, decisions
 * 0048 and 0059): a JSON array of { productId, organizationId, available } for the products (an
 * outer column or a list's placeholder) at the organizations `atVendor` accepts (a condition on
 * the organization column).
 */
export const availableStockJson = (productIds: Keys, atVendor: (organizationId: AnyColumn) => SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('productId', ${inventory.productId}, 'organizationId', ${inventory.organizationId}, 'available', ${availableSql})), '[]'::json)
       from ${inventory}
       where ${and(eq(inventory.isActive, true), matchesKeys(inventory.productId, productIds), atVendor(inventory.organizationId))})`;
