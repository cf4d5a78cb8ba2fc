import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products } from '@/db/schema/products.ts';

/** The image search's queries on products (modules/image-search). */

const missing = or(isNull(products.imageUrl), eq(sql`trim(${products.imageUrl})`, ''));

export async function missingImageProducts(db: Db, limit: number) {
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      description: products.description,
      manufacturerName: organizations.name,
      seriesName: productSeries.name,
      imageSearchStatus: products.imageSearchStatus,
      imageSearchNotes: products.imageSearchNotes,
      imageSearchLastAttempt: products.imageSearchLastAttempt,
    })
    .from(products)
    .leftJoin(organizations, eq(organizations.id, products.manufacturerId))
    .leftJoin(productSeries, eq(productSeries.id, products.seriesId))
    .where(missing)
    .orderBy(asc(products.sku))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(products).where(missing);
  return { rows, total: total?.n ?? 0 };
}

/** The given ids that name products, in the order given, without repeats. */
export async function existingProductIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = new Set(
    (await db.select({ id: products.id }).from(products).where(inArray(products.id, unique))).map(
      (r) => r.id,
    ),
  );
  return unique.filter((id) => found.has(id));
}

export async function markPending(tx: Db, ids: readonly string[]): Promise<void> {
  await tx
    .update(products)
    .set({ imageSearchStatus: 'pending' })
    .where(inArray(products.id, [...ids]));
}

/** What one product's search needs: its SKU, name and manufacturer's website. */
export async function productToSearch(db: Db, id: string) {
  const [row] = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      manufacturerName: organizations.name,
      websiteUrl: organizations.websiteUrl,
    })
    .from(products)
    .leftJoin(organizations, eq(organizations.id, products.manufacturerId))
    .where(eq(products.id, id));
  return row;
}
export type ProductToSearch = NonNullable<Awaited<ReturnType<typeof productToSearch>>>;

export async function skuOf(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ sku: products.sku }).from(products).where(eq(products.id, id));
  return row?.sku ?? null;
}

export interface SearchOutcome {
  status: 'found' | 'not_found' | 'error';
  notes: string;
  /** Found: the stored image ('/objects/…'), where it came from and that site. */
  image?: { url: string; sourceUrl: string; sourceSite: string };
}

/**
 * Records one product's attempt; a found image becomes its imageUrl (what catalogue cards show),
 * its primary image and the first of its images. Answers false when the product is gone.
 */
export async function recordOutcome(tx: Db, id: string, outcome: SearchOutcome, at: Date): Promise<boolean> {
  const image = outcome.image;
  const rows = await tx
    .update(products)
    .set({
      imageSearchAttempted: true,
      imageSearchLastAttempt: at,
      imageSearchStatus: outcome.status,
      imageSearchNotes: outcome.notes,
      ...(image
        ? {
            imageUrl: image.url,
            primaryImage: image.url,
            images: sql`array_prepend(${image.url}::text, coalesce(${products.images}, '{}'::text[]))`,
            imageSourceUrl: image.sourceUrl,
            imageSourceSite: image.sourceSite,
            updatedAt: at,
          }
        : {}),
    })
    .where(and(eq(products.id, id)))
    .returning({ id: products.id });
  return rows.length === 1;
}
