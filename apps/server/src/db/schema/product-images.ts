import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/** Additional images of a product, in display order. */
export const productImages = pgTable(
  'product_images',
  {
    id: idColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    originalUrl: text('original_url'),
    caption: text('caption'),
    alt: text('alt'),
    isPrimary: boolean('is_primary').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.sortOrder),
    index('product_images_uploaded_by_idx').on(t.uploadedBy),
  ],
);
