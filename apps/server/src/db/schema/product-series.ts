import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';

/** A manufacturer's product line. Each series has exactly one manufacturer. */
export const productSeries = pgTable(
  'product_series',
  {
    id: idColumn(),
    name: text('name').notNull(),
    manufacturerId: text('manufacturer_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_series_manufacturer_idx').on(t.manufacturerId),
    // Imports find a series by name within its manufacturer; two "Storm" lines there would be ambiguous.
    uniqueIndex('product_series_manufacturer_name_uq').on(t.manufacturerId, sql`lower(${t.name})`),
  ],
);
