import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { backgroundJobs } from './background-jobs.ts';
import { csvImports } from './csv-imports.ts';
import { organizations } from './organizations.ts';
import { scrapeJobs } from './scrape-jobs.ts';
import { users } from './users.ts';

/**
 * A product waiting for review, from a CSV import or a scrape job (deleted with its source).
 * Prices stay text as imported; approval parses them into the catalogue's decimals.
 */
export const stagedProducts = pgTable(
  'staged_products',
  {
    id: idColumn(),
    scrapeJobId: text('scrape_job_id').references(() => scrapeJobs.id, { onDelete: 'cascade' }),
    csvImportId: text('csv_import_id').references(() => csvImports.id, { onDelete: 'cascade' }),
    /** The file row it came from (header = row 1): staging is idempotent per (import, row). */
    importRowNumber: integer('import_row_number'),
    name: text('name').notNull(),
    sku: text('sku'),
    description: text('description'),
    category: text('category'),
    subcategory: text('subcategory'),
    status: text('status').notNull().default('active'),
    mfgCost: text('mfg_cost'),
    mfgMasterPackCost: text('mfg_master_pack_cost'),
    mapPrice: text('map_price'),
    retailPrice: text('retail_price'),
    mfgMasterPackQty: integer('mfg_master_pack_qty'),
    imageUrl: text('image_url'),
    imageSourceUrl: text('image_source_url'),
    images: jsonb('images').$type<string[]>(),
    specifications: jsonb('specifications').$type<Record<string, unknown>>(),
    sourceUrl: text('source_url'),
    upc: text('upc'),
    weight: text('weight'),
    dimensions: text('dimensions'),
    manufacturerId: text('manufacturer_id').references(() => organizations.id, { onDelete: 'set null' }),
    proposedManufacturerName: text('proposed_manufacturer_name'),
    proposedManufacturerLogo: text('proposed_manufacturer_logo'),
    proposedSeriesName: text('proposed_series_name'),
    /** What an import could not read of the row's cells (a field left empty, an amount rounded). */
    importWarnings: jsonb('import_warnings').$type<string[]>(),
    /** Why the row looks like no product (a section heading, a footer): approval leaves it out unless insisted. */
    importFlag: text('import_flag'),
    /** False when a catalogue product with this sku already exists (an update, not a new product). */
    isNewSku: boolean('is_new_sku').notNull().default(true),
    aiEnhancedName: text('ai_enhanced_name'),
    aiEnhancedDescription: text('ai_enhanced_description'),
    aiEnhancedImageUrl: text('ai_enhanced_image_url'),
    aiEnhancedCategory: text('ai_enhanced_category'),
    /** Proposed with the category and used with it (useAiCategory): a subcategory belongs to its category. */
    aiEnhancedSubcategory: text('ai_enhanced_subcategory'),
    aiEnhancedSeriesName: text('ai_enhanced_series_name'),
    /** 0–100, how sure the enhancer is (decision 0020); null until an enhancement completes. */
    aiEnhancementConfidence: integer('ai_enhancement_confidence'),
    /**
     * The job enhancing the row (or the last one that did). Only that job writes the row's result,
     * so a newer request takes the row over; a sweep fails rows whose job ended without them.
     */
    aiEnhancementJobId: text('ai_enhancement_job_id').references(() => backgroundJobs.id, {
      onDelete: 'set null',
    }),
    /** pending, processing, completed or failed */
    aiEnhancementStatus: text('ai_enhancement_status').notNull().default('pending'),
    aiEnhancementAttemptedAt: timestamp('ai_enhancement_attempted_at', { withTimezone: true }),
    aiEnhancementCompletedAt: timestamp('ai_enhancement_completed_at', { withTimezone: true }),
    aiEnhancementError: text('ai_enhancement_error'),
    useAiName: boolean('use_ai_name').notNull().default(false),
    useAiDescription: boolean('use_ai_description').notNull().default(false),
    useAiImage: boolean('use_ai_image').notNull().default(false),
    useAiCategory: boolean('use_ai_category').notNull().default(false),
    useAiSeries: boolean('use_ai_series').notNull().default(false),
    /** pending, approved or rejected */
    reviewStatus: text('review_status').notNull().default('pending'),
    reviewNotes: text('review_notes'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Foreign keys an import leaves null are indexed only where set: each full index cost an
    // import 0.08 s per 50,000 rows, and the key's lookups (col = $1) imply "not null" anyway.
    index('staged_products_scrape_job_idx')
      .on(t.scrapeJobId)
      .where(sql`${t.scrapeJobId} is not null`),
    uniqueIndex('staged_products_import_row_idx').on(t.csvImportId, t.importRowNumber),
    // A manufacturer's (or a distributor's manufacturers') page of one status, newest first.
    index('staged_products_manufacturer_idx').on(t.manufacturerId, t.reviewStatus, t.createdAt, t.id),
    // The review list's order with its tie-breaker: an import writes hundreds of rows in one instant.
    index('staged_products_review_status_idx').on(t.reviewStatus, t.createdAt, t.id),
    // An import asks, per batch, which of its SKUs are already pending review (any case).
    index('staged_products_pending_sku_idx')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.reviewStatus} = 'pending'`),
    index('staged_products_reviewed_by_idx')
      .on(t.reviewedBy)
      .where(sql`${t.reviewedBy} is not null`),
    index('staged_products_ai_job_idx')
      .on(t.aiEnhancementJobId)
      .where(sql`${t.aiEnhancementJobId} is not null`),
  ],
);
