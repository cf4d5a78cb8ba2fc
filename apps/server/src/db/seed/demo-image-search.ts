import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { products } from '@/db/schema/products.ts';

/** Demo products left without a picture for Image Search to find. */
export const DEMO_MISSING_IMAGES = 6;

const sortKey = (row: { subcategory?: string | null; name: string }) =>
  `${(row.subcategory ?? '').toLowerCase()}\u0000${row.name.toLowerCase()}`;

/**
 * Image Search's demo work (issue 17): a few active demo products start without an image, so
 * /image-search lists them on a fresh machine; the demo provider (no API keys, demo data) finds
 * their drawn pictures on the manufacturer's site. They are the last in the catalogue's default
 * order (subcategory, then name), so its first page keeps every picture.
 */
export async function seedDemoImageSearch(
  tx: Db,
  catalogue: readonly {
    id: string;
    row: { name: string; subcategory?: string | null; isActive: boolean };
  }[],
): Promise<string[]> {
  const ids = catalogue
    .filter((product) => product.row.isActive)
    .sort((a, b) => sortKey(b.row).localeCompare(sortKey(a.row)))
    .slice(0, DEMO_MISSING_IMAGES)
    .map((product) => product.id);
  if (ids.length > 0)
    await tx
      .update(products)
      .set({ imageUrl: null, primaryImage: null, images: null })
      .where(inArray(products.id, ids));
  return ids;
}
