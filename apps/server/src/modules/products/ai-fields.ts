import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products } from '@/db/schema/products.ts';

/**
 * The catalogue products' aiEnhanced* fields, for POST /api/scraper/bulk-enhance (decision 0020):
 * what other modules' enhancement jobs read and write here instead of the products repo. Only the
 * proposal columns change; the product's own name, description and category stay as they are.
 */

const textArray = (values: readonly (string | null)[]): SQL => sql`${sql.param([...values])}::text[]`;

/** The ids among these that are products. */
export async function existingProductIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return rows.map((row) => row.id);
}

/** What an enhancer is told about each product: its texts, series and manufacturer by name. */
export function productsToEnhance(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      description: products.description,
      category: products.category,
      subcategory: products.subcategory,
      manufacturerId: products.manufacturerId,
      manufacturerName: organizations.name,
      seriesName: productSeries.name,
    })
    .from(products)
    .leftJoin(productSeries, eq(productSeries.id, products.seriesId))
    .leftJoin(organizations, eq(organizations.id, products.manufacturerId))
    .where(inArray(products.id, [...ids]));
}

export interface ProductAiFields {
  id: string;
  aiEnhancedName: string;
  aiEnhancedDescription: string | null;
  aiEnhancedCategory: string | null;
}

/** Writes the proposals in one statement; products deleted meanwhile are skipped. */
export async function writeProductAiFields(tx: Db, rows: readonly ProductAiFields[]): Promise<number> {
  if (rows.length === 0) return 0;
  const updated = await queryRows<{ id: string }>(
    tx,
    sql`
    update products as p set
      ai_enhanced_name = v.name,
      ai_enhanced_description = v.description,
      ai_enhanced_category = v.category,
      updated_at = now()
    from unnest(
      ${textArray(rows.map((r) => r.id))},
      ${textArray(rows.map((r) => r.aiEnhancedName))},
      ${textArray(rows.map((r) => r.aiEnhancedDescription))},
      ${textArray(rows.map((r) => r.aiEnhancedCategory))}
    ) as v(id, name, description, category)
    where p.id = v.id
    returning p.id`,
  );
  return updated.length;
}
