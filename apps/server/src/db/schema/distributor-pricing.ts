import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { products } from './products.ts';

/** A distributor's own cost for a product (its price to the trade), one row per pair. */
export const distributorPricing = pgTable(
  'distributor_pricing',
  {
    id: idColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    distributorId: text('distributor_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    distCost: money('dist_cost'),
    distMasterPack: money('dist_master_pack'),
    distMasterPackQty: integer('dist_master_pack_qty'),
    /** The distributor's own part number for the product (its price list's column), ≤ 255. */
    distPartNumber: text('dist_part_number'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('distributor_pricing_product_distributor_uq').on(t.productId, t.distributorId),
    index('distributor_pricing_distributor_idx').on(t.distributorId),
  ],
);
