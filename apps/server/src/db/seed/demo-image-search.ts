import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { products } from '@/db/schema/products.ts';

/** Products per demo manufacturer left without a picture for Image Search to find. */
export const DEMO_MISSING_IMAGES_PER_MANUFACTURER = 2;

/**
 * Image Search's demo work (issue 17): the oldest active products of each demo manufacturer start
 * without an image (the catalogue lists newest first, so its first page keeps its pictures), so /image-search lists them on a fresh machine; the demo provider
 * (no API keys, demo data) finds their drawn pictures on the manufacturer's site.
 */
export async function seedDemoImageSearch(
  tx: Db,
  catalogue: readonly {
    id: string;
    manufacturer: string;
    row: { sku: string; isActive: boolean; createdAt: Date };
  }[],
): Promise<string[]> {
  const byManufacturer = new Map<string, { id: string; sku: string; createdAt: Date }[]>();
  for (const product of catalogue) {
    if (!product.row.isActive) continue;
    const list = byManufacturer.get(product.manufacturer) ?? [];
    list.push({ id: product.id, sku: product.row.sku, createdAt: product.row.createdAt });
    byManufacturer.set(product.manufacturer, list);
  }
  const ids = [...byManufacturer.values()].flatMap((list) =>
    list
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.sku.localeCompare(b.sku))
      .slice(0, DEMO_MISSING_IMAGES_PER_MANUFACTURER)
      .map((p) => p.id),
  );
  if (ids.length > 0)
    await tx
      .update(products)
      .set({ imageUrl: null, primaryImage: null, images: null })
      .where(inArray(products.id, ids));
  return ids;
}
