import { type AnyColumn, type SQL, and, eq, sql } from 'drizzle-orm';
import { inventory } from '@/db/schema/inventory.ts';
import { availableSql } from './repo.ts';

/**
 * availableStock as an SQL piece, for a caller that puts it into one statement with other
 * modules' pieces (the product detail, decision 0048): a JSON array of
 * { productId, organizationId, available } for one product (`productId` may be an outer column)
 * at the organizations a subquery names.
 */
export const availableStockJson = (productId: SQL | AnyColumn, organizationIds: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('productId', ${inventory.productId}, 'organizationId', ${inventory.organizationId}, 'available', ${availableSql})), '[]'::json)
       from ${inventory}
       where ${and(eq(inventory.isActive, true), eq(inventory.productId, productId), sql`${inventory.organizationId} in ${organizationIds}`)})`;
