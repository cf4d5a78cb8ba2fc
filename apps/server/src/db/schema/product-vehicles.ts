import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { products } from './products.ts';
import { users } from './users.ts';
import { vehicles } from './vehicles.ts';

/** Fitment: a product that is known to fit a vehicle. */
export const productVehicles = pgTable(
  'product_vehicles',
  {
    id: idColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    compatibilityNotes: text('compatibility_notes'),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedBy: text('verified_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_vehicles_product_vehicle_uq').on(t.productId, t.vehicleId),
    index('product_vehicles_vehicle_idx').on(t.vehicleId),
    index('product_vehicles_verified_by_idx').on(t.verifiedBy),
  ],
);
