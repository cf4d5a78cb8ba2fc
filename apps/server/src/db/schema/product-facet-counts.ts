import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Products per filter value and lifecycle (decision 0047), so the catalogue's filter options and
 * the product statistics are read from a few thousand rows instead of grouping a million products.
 *
 * A row is a delta, not the total: statement-level triggers on `products` (migration 0022) append
 * one row per (facet, value, lifecycle) a statement changes, +n or −n, and never update a row, so
 * concurrent writers never wait on each other here. The total is the sum of a key's rows;
 * `fold_product_facet_counts()` merges them now and then (a minute's job, and a read that finds many).
 *
 * - facet 'category': value = category, value2 = subcategory (the pair categories/stats needs; the
 *   category and subcategory filters sum over the other one);
 * - facet 'manufacturer': value = manufacturer id; facet 'series': value = series id (value2 '').
 * Empty and null category or subcategory are both stored as ''.
 * lifecycle: active, inactive or discontinued (productLifecycle), which the visibility and status
 * filters are made of.
 */
export const productFacetCounts = pgTable(
  'product_facet_counts',
  {
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    value2: text('value2').notNull().default(''),
    lifecycle: text('lifecycle').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [index('product_facet_counts_key_idx').on(t.facet, t.value, t.value2, t.lifecycle)],
);
