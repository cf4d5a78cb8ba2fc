import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '@/db/database.ts';
import { createTestDatabase } from '@/test/database.ts';

/**
 * Every index on products is written again by each import, approval and bulk update (issue 18), so
 * each must serve a query. This is the list: an index added without an entry here, or an entry
 * whose index is gone, fails. Say what reads it, so the next person can tell when it stops.
 */
const PRODUCT_INDEXES: Record<string, string> = {
  products_pkey: 'a product by id: detail, cart, the list joining its page (repo.ts pageWithNames)',
  products_lower_sku_uq:
    'SKUs unique ignoring case (approval upserts ON CONFLICT (lower(sku))), the SKU lookup, and the SKU sort with its cursor (lower(sku) is unique, so no id follows)',
  products_created_at_idx: 'the createdAt sort (Product Management default) with its cursor',
  products_sort_subcategory_idx: 'the subcategory sort (catalogue default) with its cursor',
  products_sort_category_idx: 'the category sort with its cursor',
  products_sort_name_idx: 'the name sort with its cursor; the inventory list keyset on lower(name)',
  products_sort_price_idx: 'the price sort (MAP, else MSRP) with its cursor',
  products_sort_manufacturer_idx: 'the manufacturer sort on the copied manufacturer_name with its cursor',
  products_name_trgm_idx: 'search: ILIKE %word% on name (pg_trgm), when the walk does not fill the page',
  products_sku_trgm_idx: 'search: ILIKE %word% on sku (pg_trgm)',
  products_description_trgm_idx: 'search: ILIKE %word% on description (pg_trgm)',
  products_search_keys_idx:
    'search led by a word of two letters or digits: its key where a run starts with it (decision 0065) and the other words on the joined columns, in one scan (0066)',
  products_category_idx: 'the category filter when no status narrows (Product Management, status all)',
  products_manufacturer_category_idx:
    'the manufacturer filter, alone or with a category, its capped count index-only (0023); the foreign key check on deleting an organization; the rename trigger',
  products_series_idx: 'the series filter; the foreign key check on deleting a series',
  products_discontinued_by_idx: 'the foreign key (set null) on deleting a user',
  products_status_category_idx: 'category facet counts over one status (index-only)',
  products_status_subcategory_idx: 'subcategory facet counts over one status (index-only)',
  products_status_manufacturer_idx: 'manufacturer facet counts over one status (index-only)',
  products_status_series_idx: 'series facet counts over one status (index-only)',
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('indexes on products', () => {
  it('are exactly the ones listed, each with the query it serves', async () => {
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`select indexname as name from pg_indexes where schemaname = 'public' and tablename = 'products'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(PRODUCT_INDEXES).sort());
  });

  it('hold no two with the same definition (apart from the name)', async () => {
    const rows = await queryRows<{ definition: string }>(
      database.db,
      sql`select regexp_replace(indexdef, 'INDEX \\S+ ON', 'INDEX ON') as definition
          from pg_indexes where schemaname = 'public' and tablename = 'products'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const definitions = rows.map((r) => r.definition.replace('UNIQUE ', ''));
    expect(new Set(definitions).size).toBe(definitions.length);
  });
});
