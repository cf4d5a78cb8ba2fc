import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { textArray } from './deletion.ts';

/**
 * Approved staged rows into the catalogue (issue 10): the products module owns `products`, so the
 * staged-products module approves through these two functions, inside its own transaction. Both
 * are set-based: a fixed number of statements per call, whatever the number of rows.
 */

/** A catalogue product whose SKU (ignoring case) approval is about to write. */
export interface ExistingProduct {
  id: string;
  /** lower(sku): how staged rows find it. */
  skuKey: string;
  manufacturerId: string;
  manufacturerName: string | null;
  seriesId: string;
  mfgMasterPackQty: number;
}

/**
 * The products with these SKU keys (lower-case, trimmed), locked until the transaction ends in id
 * order: two approvals touching the same products queue instead of deadlocking, and what approval
 * decided from them (the manufacturer, the series an update keeps) stays true until it writes.
 */
export async function lockProductsBySku(tx: Db, skuKeys: readonly string[]): Promise<ExistingProduct[]> {
  if (skuKeys.length === 0) return [];
  return queryRows<ExistingProduct>(
    tx,
    sql`select p.id, lower(p.sku) as "skuKey", p.manufacturer_id as "manufacturerId",
               o.name as "manufacturerName", p.series_id as "seriesId",
               p.mfg_master_pack_qty as "mfgMasterPackQty"
        from products p left join organizations o on o.id = p.manufacturer_id
        where lower(p.sku) = any(${textArray(skuKeys)})
        order by p.id
        for update of p`,
  );
}

/**
 * One product as approval writes it. Money is a two-decimal string or null; `status` is the
 * staged row's. For an existing SKU, null fields keep the catalogue's value (an import's blank
 * cell never erases data), the SKU keeps its catalogue spelling, and the status changes only to
 * discontinued (an import never silently reactivates a discontinued product).
 */
export interface ApprovedProduct {
  sku: string;
  name: string;
  manufacturerId: string;
  seriesId: string;
  description: string | null;
  category: string | null;
  subcategory: string | null;
  aiEnhancedName: string | null;
  aiEnhancedDescription: string | null;
  aiEnhancedCategory: string | null;
  aiEnhancedImageUrl: string | null;
  mfgCost: string | null;
  mfgMasterPackCost: string | null;
  mfgMasterPackQty: number;
  mapPrice: string | null;
  retailPrice: string | null;
  imageUrl: string | null;
  imageSourceUrl: string | null;
  images: string[] | null;
  sourceUrl: string | null;
  source: string;
  upc: string | null;
  weight: string | null;
  dimensions: string | null;
  specifications: Record<string, unknown> | null;
  status: 'active' | 'discontinued';
}

export const APPROVAL_DISCONTINUED_REASON = 'Discontinued by an approved import';

const RECORD = sql.raw(`(sku text, name text, manufacturer_id text, series_id text, description text,
  category text, subcategory text, ai_enhanced_name text, ai_enhanced_description text,
  ai_enhanced_category text, ai_enhanced_image_url text, mfg_cost numeric(10,2),
  mfg_master_pack_cost numeric(10,2), mfg_master_pack_qty integer, map_price numeric(10,2),
  retail_price numeric(10,2), image_url text, image_source_url text, images jsonb, source_url text,
  source text, upc text, weight text, dimensions text, specifications jsonb, status text)`);

/** Keeps the catalogue's value where the approved row has none. */
const KEEP_IF_NULL = [
  'description',
  'category',
  'subcategory',
  'ai_enhanced_name',
  'ai_enhanced_description',
  'ai_enhanced_category',
  'ai_enhanced_image_url',
  'mfg_cost',
  'mfg_master_pack_cost',
  'map_price',
  'retail_price',
  'image_url',
  'image_source_url',
  'images',
  'source_url',
  'upc',
  'weight',
  'dimensions',
  'specifications',
]
  .map((column) => `${column} = coalesce(excluded.${column}, products.${column})`)
  .join(',\n  ');

/**
 * Inserts the new SKUs and updates the existing ones in one `INSERT … ON CONFLICT (lower(sku)) DO
 * UPDATE` (the rows arrive as one jsonb parameter). An existing product is updated only when it
 * has the row's manufacturer (approval checked that on the locked rows); any product the
 * statement did not write means the catalogue changed underneath, and the caller rolls back.
 */
export async function upsertApprovedProducts(
  tx: Db,
  rows: readonly ApprovedProduct[],
  actorUserId: string,
): Promise<{ created: number; updated: number; written: number; productIds: string[] }> {
  if (rows.length === 0) return { created: 0, updated: 0, written: 0, productIds: [] };
  // In SKU order: two approvals inserting the same new SKUs then take their locks in one order.
  const ordered = [...rows].sort((a, b) => (a.sku.toLowerCase() < b.sku.toLowerCase() ? -1 : 1));
  const payload = JSON.stringify(
    ordered.map((r) => ({
      sku: r.sku,
      name: r.name,
      manufacturer_id: r.manufacturerId,
      series_id: r.seriesId,
      description: r.description,
      category: r.category,
      subcategory: r.subcategory,
      ai_enhanced_name: r.aiEnhancedName,
      ai_enhanced_description: r.aiEnhancedDescription,
      ai_enhanced_category: r.aiEnhancedCategory,
      ai_enhanced_image_url: r.aiEnhancedImageUrl,
      mfg_cost: r.mfgCost,
      mfg_master_pack_cost: r.mfgMasterPackCost,
      mfg_master_pack_qty: r.mfgMasterPackQty,
      map_price: r.mapPrice,
      retail_price: r.retailPrice,
      image_url: r.imageUrl,
      image_source_url: r.imageSourceUrl,
      images: r.images,
      source_url: r.sourceUrl,
      source: r.source,
      upc: r.upc,
      weight: r.weight,
      dimensions: r.dimensions,
      specifications: r.specifications,
      status: r.status,
    })),
  );
  const written = await queryRows<{ id: string; inserted: boolean }>(
    tx,
    sql`insert into products (sku, name, manufacturer_id, series_id, description, category, subcategory,
          ai_enhanced_name, ai_enhanced_description, ai_enhanced_category, ai_enhanced_image_url,
          mfg_cost, mfg_master_pack_cost, mfg_master_pack_qty, map_price, retail_price, image_url,
          image_source_url, images, source_url, source, upc, weight, dimensions, specifications,
          status, is_active, discontinued_at, discontinued_by, discontinued_reason)
        select v.sku, v.name, v.manufacturer_id, v.series_id, v.description, v.category, v.subcategory,
          v.ai_enhanced_name, v.ai_enhanced_description, v.ai_enhanced_category, v.ai_enhanced_image_url,
          v.mfg_cost, v.mfg_master_pack_cost, v.mfg_master_pack_qty, v.map_price, v.retail_price,
          v.image_url, v.image_source_url,
          case when v.images is null then null
               else array(select jsonb_array_elements_text(v.images)) end,
          v.source_url, v.source, v.upc, v.weight, v.dimensions, v.specifications,
          v.status, v.status = 'active',
          case when v.status = 'discontinued' then now() end,
          case when v.status = 'discontinued' then ${actorUserId} end,
          case when v.status = 'discontinued' then ${APPROVAL_DISCONTINUED_REASON} end
        from jsonb_to_recordset(${payload}::jsonb) as v ${RECORD}
        on conflict ((lower(sku))) do update set
          name = excluded.name,
          series_id = excluded.series_id,
          mfg_master_pack_qty = excluded.mfg_master_pack_qty,
          ${sql.raw(KEEP_IF_NULL)},
          status = case when excluded.status = 'discontinued' then 'discontinued' else products.status end,
          is_active = case when excluded.status = 'discontinued' then false else products.is_active end,
          discontinued_at = case when excluded.status = 'discontinued' and products.status <> 'discontinued'
            then excluded.discontinued_at else products.discontinued_at end,
          discontinued_by = case when excluded.status = 'discontinued' and products.status <> 'discontinued'
            then excluded.discontinued_by else products.discontinued_by end,
          discontinued_reason = case when excluded.status = 'discontinued' and products.status <> 'discontinued'
            then excluded.discontinued_reason else products.discontinued_reason end,
          updated_at = now()
        where products.manufacturer_id = excluded.manufacturer_id
        returning id, (xmax = 0) as inserted`,
  );
  const created = written.filter((w) => w.inserted).length;
  return {
    created,
    updated: written.length - created,
    written: written.length,
    productIds: written.map((w) => w.id),
  };
}
