import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { productSeries } from './product-series.ts';
import { users } from './users.ts';

/**
 * The catalogue. Manufacturer and series are restricted, not cascaded: deleting either must not
 * silently take products (and their order history) with it.
 */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    name: text('name').notNull(),
    // Unique ignoring case through products_lower_sku_uq below (which also makes it unique as typed).
    sku: text('sku').notNull(),
    seriesId: text('series_id')
      .notNull()
      .references(() => productSeries.id, { onDelete: 'restrict' }),
    manufacturerId: text('manufacturer_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    /**
     * A copy of the manufacturer's name, so the manufacturer sort walks an index of products alone.
     * Kept in step by database triggers (migration 0021): set from organizations on every insert and
     * on every change of manufacturer_id, and rewritten when an organization is renamed. Code never
     * writes it.
     */
    manufacturerName: text('manufacturer_name').notNull().default(''),
    description: text('description'),
    /**
     * The first two characters of each run of letters and digits in the name, SKU and description
     * (product_word_starts, migration 0026; decision 0065), kept by PostgreSQL on every write. Stored,
     * so that reading a product's keys costs no more than reading its name (decision 0066).
     */
    wordStarts: text('word_starts')
      .array()
      .generatedAlwaysAs(sql`product_word_starts(name, sku, description)`),
    category: text('category'),
    subcategory: text('subcategory'),
    aiEnhancedName: text('ai_enhanced_name'),
    aiEnhancedDescription: text('ai_enhanced_description'),
    aiEnhancedCategory: text('ai_enhanced_category'),
    aiEnhancedImageUrl: text('ai_enhanced_image_url'),
    mfgCost: money('mfg_cost'),
    mfgMasterPackCost: money('mfg_master_pack_cost'),
    mfgMasterPackQty: integer('mfg_master_pack_qty').notNull().default(1),
    mapPrice: money('map_price'),
    retailPrice: money('retail_price'),
    distributorCost: money('distributor_cost'),
    distributorMpqCost: money('distributor_mpq_cost'),
    distributorPartNumber: varchar('distributor_part_number', { length: 255 }),
    imageUrl: text('image_url'),
    imageSourceUrl: text('image_source_url'),
    imageSourceSite: text('image_source_site'),
    images: text('images').array(),
    primaryImage: text('primary_image'),
    sourceUrl: text('source_url'),
    scrapedAt: timestamp('scraped_at', { withTimezone: true }),
    /** Manual Entry, CSV Import or Web Scraper. */
    source: text('source').notNull().default('Manual Entry'),
    upc: text('upc'),
    weight: text('weight'),
    dimensions: text('dimensions'),
    imageSearchAttempted: boolean('image_search_attempted').notNull().default(false),
    imageSearchLastAttempt: timestamp('image_search_last_attempt', { withTimezone: true }),
    /** pending, found, not_found or error */
    imageSearchStatus: text('image_search_status'),
    imageSearchNotes: text('image_search_notes'),
    specifications: jsonb('specifications').$type<Record<string, unknown>>(),
    isActive: boolean('is_active').notNull().default(true),
    /** active or discontinued */
    status: text('status').notNull().default('active'),
    discontinuedAt: timestamp('discontinued_at', { withTimezone: true }),
    discontinuedBy: text('discontinued_by').references(() => users.id, { onDelete: 'set null' }),
    discontinuedReason: text('discontinued_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Facet counts group the active (or discontinued) catalogue by each filter column: with the
    // status first these are index-only scans instead of reads of the wide product rows.
    index('products_status_category_idx').on(t.status, t.category),
    index('products_status_subcategory_idx').on(t.status, t.subcategory),
    index('products_status_manufacturer_idx').on(t.status, t.manufacturerId),
    index('products_status_series_idx').on(t.status, t.seriesId),
    index('products_category_idx').on(t.category),
    // A brand's products, and a category within a brand (the catalogue's usual way in): with the
    // lifecycle columns in the key, a capped count of them is an index-only scan (issue 18).
    index('products_manufacturer_category_idx').on(t.manufacturerId, t.category, t.status, t.isActive),
    index('products_series_idx').on(t.seriesId),
    // (created_at, id): the default sort and its keyset cursor.
    index('products_created_at_idx').on(t.createdAt, t.id),
    // SKUs are unique ignoring case (decision 0018); approval upserts on it (ON CONFLICT (lower(sku))).
    uniqueIndex('products_lower_sku_uq').on(sql`lower(${t.sku})`),
    index('products_discontinued_by_idx').on(t.discontinuedBy),
    // Catalogue sort orders with their keyset cursors (see modules/products/repo.ts).
    index('products_sort_subcategory_idx').on(
      sql`coalesce(lower(${t.subcategory}), '')`,
      sql`lower(${t.name})`,
      t.id,
    ),
    index('products_sort_category_idx').on(
      sql`coalesce(lower(${t.category}), '')`,
      sql`lower(${t.name})`,
      t.id,
    ),
    index('products_sort_name_idx').on(sql`lower(${t.name})`, t.id),
    // The SKU sort walks products_lower_sku_uq (lower(sku) is unique, so no id is needed after it).
    index('products_sort_manufacturer_idx').on(
      sql`lower(${t.manufacturerName})`,
      sql`lower(${t.name})`,
      t.id,
    ),
    index('products_sort_price_idx').on(sql`coalesce(${t.mapPrice}, ${t.retailPrice}, 100000000)`, t.id),
    // Catalogue search is ILIKE '%…%' on name, SKU or description: trigram indexes (pg_trgm) let
    // PostgreSQL answer each side of the OR from an index instead of reading every row.
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
    index('products_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    // A search word of one or two letters or digits has no trigram: it matches where a run of
    // letters and digits starts with it, looked up in the runs' first two characters (decision
    // 0065). Beside them, the trigrams of the three columns as one text (search.ts searchedText):
    // a search led by short words looks up all its words in one scan of this index, which skips
    // through a common word's trigrams to the rows of the rare key (decision 0066).
    index('products_search_keys_idx').using(
      'gin',
      t.wordStarts,
      sql`(${t.name} || ' ' || ${t.sku} || ' ' || coalesce(${t.description}, '')) gin_trgm_ops`,
    ),
  ],
);
