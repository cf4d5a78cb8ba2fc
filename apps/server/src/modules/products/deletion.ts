import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import type { Logger } from '@/context.ts';
import type { ObjectStorage } from '@/lib/storage/index.ts';
import { OBJECT_PREFIXES, ownedObjectKey } from '@/lib/storage/owned-objects.ts';

/**
 * Deleting products keeps history (issue 9): order lines keep the sku and name they were sold
 * under (snapshot columns) and lose only the link (order_items: ON DELETE SET NULL; the pricing
 * change log, which has no foreign keys (decision 0038), is cleared here); pricing rows, pricing rules aimed at the product, inventory, fitment, cart lines and
 * product_images go with the product (ON DELETE CASCADE, each key indexed). The files we stored
 * for the products (addresses under /objects/) are returned for the caller to remove AFTER its
 * transaction commits: a rollback must not leave rows pointing at deleted files.
 */

/** One array parameter (`= any($1::text[])`) instead of one parameter per id. */
export const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;

/**
 * The key of a stored product image behind an address, or null for external or demo addresses
 * and for objects products do not own (an organization's logo, an import's file).
 */
export const storedObjectKey = (url: string | null | undefined): string | null =>
  ownedObjectKey(url, OBJECT_PREFIXES.productImages);

/**
 * Deletes the products (unknown ids are ignored) in a fixed number of statements whatever the
 * count: the gallery's addresses, the delete itself, and, only when stored files are involved,
 * one check that no remaining product still shows the same file. Writes no audit entry: callers
 * do, in the same transaction.
 */
export async function deleteProducts(
  tx: Db,
  productIds: readonly string[],
): Promise<{ deleted: number; storedImageKeys: string[] }> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return { deleted: 0, storedImageKeys: [] };
  // Read before the delete: the cascade removes these rows with the products.
  const gallery = await queryRows<{ url: string | null }>(
    tx,
    sql`select unnest(array[image_url, original_url]) as url
        from product_images where product_id = any(${textArray(ids)})`,
  );
  await tx.execute(
    sql`update pricing_changes set product_id = null where product_id = any(${textArray(ids)})`,
  );
  const deleted = await queryRows<{ urls: (string | null)[] | null }>(
    tx,
    sql`delete from products where id = any(${textArray(ids)})
        returning array[image_url, primary_image, ai_enhanced_image_url] || coalesce(images, '{}') as urls`,
  );
  const candidates = new Set(
    [...gallery.map((g) => g.url), ...deleted.flatMap((d) => d.urls ?? [])].filter(
      (url): url is string => storedObjectKey(url) !== null,
    ),
  );
  if (candidates.size === 0) return { deleted: deleted.length, storedImageKeys: [] };
  const list = textArray([...candidates]);
  // A file another product still shows stays (imports may point several products at one file).
  const kept = await queryRows<{ url: string }>(
    tx,
    sql`select url from (
          select unnest(array[image_url, primary_image, ai_enhanced_image_url] || coalesce(images, '{}')) as url
          from products
          where image_url = any(${list}) or primary_image = any(${list})
             or ai_enhanced_image_url = any(${list}) or images && ${list}
          union
          select unnest(array[image_url, original_url]) from product_images
          where image_url = any(${list}) or original_url = any(${list})
        ) still where url = any(${list})`,
  );
  for (const { url } of kept) candidates.delete(url);
  const keys = [...new Set([...candidates].map((url) => storedObjectKey(url)!))];
  return { deleted: deleted.length, storedImageKeys: keys };
}

/**
 * Removes stored files after the deletion committed. A failure is logged, not thrown: the
 * products are gone either way, and an orphaned file costs only disk space.
 */
export async function removeStoredImages(
  storage: Pick<ObjectStorage, 'delete'>,
  logger: Pick<Logger, 'warn'>,
  keys: readonly string[],
): Promise<void> {
  // A few at a time: a bulk delete may free thousands of files.
  for (let start = 0; start < keys.length; start += REMOVE_BATCH) {
    const batch = keys.slice(start, start + REMOVE_BATCH);
    const results = await Promise.allSettled(batch.map((key) => storage.delete(key)));
    results.forEach((result, i) => {
      if (result.status === 'rejected')
        logger.warn({ err: result.reason, key: batch[i] }, 'could not remove a deleted product image');
    });
  }
}
const REMOVE_BATCH = 16;
