import { type SQL, and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products as p } from '@/db/schema/products.ts';
import { users } from '@/db/schema/users.ts';
import { type ProductRow, productColumns } from './repo.ts';

/** Product Management's queries: one product's row, its detail extras, SKU checks and writes. */

export type ProductTableRow = typeof p.$inferSelect;
export type ProductInsert = typeof p.$inferInsert;

/** The product's row, locked until the transaction ends (writes to one product queue up). */
export async function lockProduct(db: Db, id: string): Promise<ProductTableRow | null> {
  const [row] = await db.select().from(p).where(eq(p.id, id)).for('update');
  return row ?? null;
}

/**
 * Serialises writers of one SKU (any case) until the transaction ends, so the case-insensitive
 * check below cannot be raced; the unique constraint on the exact SKU backs it up for writers
 * that do not take the lock.
 */
export async function lockSku(db: Db, sku: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`product-sku:${sku.toLowerCase()}`}))`);
}

/** The SKU of another product equal to `sku` ignoring case, or null. */
export async function skuTakenBy(db: Db, sku: string, exceptId?: string): Promise<string | null> {
  const [row] = await db
    .select({ sku: p.sku })
    .from(p)
    .where(and(sql`lower(${p.sku}) = lower(${sku})`, exceptId ? ne(p.id, exceptId) : undefined))
    .limit(1);
  return row?.sku ?? null;
}

/** The product whose SKU equals `sku` ignoring case (the lower(sku) index), or null. */
export async function findBySku(db: Db, sku: string) {
  const [row] = await db
    .select({
      id: p.id,
      sku: p.sku,
      manufacturerId: p.manufacturerId,
      name: p.name,
      description: p.description,
      category: p.category,
      seriesId: p.seriesId,
    })
    .from(p)
    .where(sql`lower(${p.sku}) = lower(${sku})`)
    // An exact-case match first, should two SKUs differ only in case (imports may have made them).
    .orderBy(sql`${p.sku} = ${sku} desc`, p.createdAt)
    .limit(1);
  return row ?? null;
}

export async function insertProduct(db: Db, values: ProductInsert): Promise<ProductTableRow> {
  const [row] = await db.insert(p).values(values).returning();
  return row!;
}

export async function updateProduct(
  db: Db,
  id: string,
  values: Partial<ProductInsert>,
): Promise<ProductTableRow> {
  const [row] = await db
    .update(p)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(p.id, id))
    .returning();
  return row!;
}

/** What the detail viewer shows beyond the catalogue's fields, with who discontinued it and the gallery. */
const managementColumns = {
  upc: p.upc,
  weight: p.weight,
  dimensions: p.dimensions,
  sourceUrl: p.sourceUrl,
  imageSourceSite: p.imageSourceSite,
  primaryImage: p.primaryImage,
  images: p.images,
  aiEnhancedName: p.aiEnhancedName,
  aiEnhancedCategory: p.aiEnhancedCategory,
  aiEnhancedImageUrl: p.aiEnhancedImageUrl,
  imageSearchStatus: p.imageSearchStatus,
  imageSearchLastAttempt: p.imageSearchLastAttempt,
  discontinuedAt: p.discontinuedAt,
  discontinuedReason: p.discontinuedReason,
  discontinuedById: users.id,
  discontinuedByFirstName: users.firstName,
  discontinuedByLastName: users.lastName,
  discontinuedByEmail: users.email,
  // The gallery in the same read (product_images has no module of its own yet).
  gallery: sql<GalleryImage[]>`(
    select coalesce(json_agg(json_build_object(
             'id', i.id, 'imageUrl', i.image_url, 'caption', i.caption, 'alt', i.alt,
             'isPrimary', i.is_primary) order by i.sort_order, i.created_at, i.id), '[]'::json)
    from product_images i where i.product_id = ${p.id})`,
};

/**
 * One product for the detail dialog in one statement: its catalogue row, `extra` (another
 * module's SQL about it, such as the buyer's offer inputs, which may refer to the product's
 * columns) and, when asked, Product Management's extras. Null for an unknown id.
 */
export async function findProductDetail(db: Db, id: string, extra: SQL, withManagement: boolean) {
  const fields = { row: productColumns, extra: sql<unknown>`${extra}` };
  const query = db
    .select(withManagement ? { ...fields, management: managementColumns } : fields)
    .from(p)
    .innerJoin(organizations, eq(organizations.id, p.manufacturerId))
    .innerJoin(productSeries, eq(productSeries.id, p.seriesId))
    .leftJoin(users, eq(users.id, p.discontinuedBy))
    .where(eq(p.id, id));
  const [found] = (await query) as { row: ProductRow; extra: unknown; management?: ManagementRow }[];
  return found ? { ...found, management: found.management ?? null } : null;
}

type ManagementColumns = typeof managementColumns;
/** managementColumns as selected; who discontinued it comes from a left join. */
export type ManagementRow = {
  [K in keyof ManagementColumns]: ManagementColumns[K] extends SQL<infer T>
    ? T
    : ManagementColumns[K] extends { _: { data: infer D; notNull: infer N } }
      ? K extends `discontinuedBy${string}`
        ? D | null
        : N extends true
          ? D
          : D | null
      : never;
};

export interface GalleryImage {
  id: string;
  imageUrl: string;
  caption: string | null;
  alt: string | null;
  isPrimary: boolean;
}
