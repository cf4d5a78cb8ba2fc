import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';

/**
 * Which product images are ours and which are external (decision 0042): missing — no image URL;
 * external — an absolute http(s) address that is not on our CDN's pull zone; local — any other
 * image (a stored /objects/ address, the CDN, the demo's own pictures): served by us.
 */
export function externalImage(cdnBase: string | null): SQL {
  const http = sql`p.image_url ~* '^https?://'`;
  if (!cdnBase) return http;
  return sql`(${http} and left(p.image_url, ${cdnBase.length + 1}) <> ${`${cdnBase}/`})`;
}
const hasImage = sql`(p.image_url is not null and btrim(p.image_url) <> '')`;

export interface StatusCounts {
  totalProducts: number;
  productsWithImages: number;
  externalImages: number;
}

export async function countImages(db: Db, cdnBase: string | null): Promise<StatusCounts> {
  const [row] = await queryRows<StatusCounts>(
    db,
    sql`select count(*)::int as "totalProducts",
          count(*) filter (where ${hasImage})::int as "productsWithImages",
          count(*) filter (where ${externalImage(cdnBase)})::int as "externalImages"
        from products p`,
  );
  return row ?? { totalProducts: 0, productsWithImages: 0, externalImages: 0 };
}

export interface ExternalImageRow {
  id: string;
  sku: string;
  imageUrl: string;
  imageSourceSite: string | null;
}

/** The first `limit` external images by SKU. */
export function firstExternalImages(db: Db, cdnBase: string | null, limit: number) {
  return queryRows<ExternalImageRow>(
    db,
    sql`select p.id, p.sku, p.image_url as "imageUrl", p.image_source_site as "imageSourceSite"
        from products p where ${externalImage(cdnBase)} order by p.sku limit ${limit}`,
  );
}

/** The next `limit` external images after product id `after` (the job's rounds go in id order). */
export function externalImagesAfter(db: Db, cdnBase: string | null, after: string, limit: number) {
  return queryRows<ExternalImageRow>(
    db,
    sql`select p.id, p.sku, p.image_url as "imageUrl", p.image_source_site as "imageSourceSite"
        from products p where ${externalImage(cdnBase)} and p.id > ${after} order by p.id limit ${limit}`,
  );
}

/**
 * Points a product at its stored copy: image_url (what catalogue cards show), primary_image and
 * the images list where they held the old address, product_images rows likewise; imageSourceUrl
 * keeps the old address and imageSourceSite its host unless already named. Only if the product
 * still shows the address that was downloaded (an edit in between wins). True when switched.
 */
export async function switchToStored(
  tx: Db,
  change: { productId: string; from: string; to: string; site: string | null },
): Promise<boolean> {
  const { productId, from, to, site } = change;
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update products set image_url = ${to},
          image_source_url = ${from},
          image_source_site = coalesce(image_source_site, ${site}),
          primary_image = case when primary_image = ${from} then ${to} else primary_image end,
          images = array_replace(images, ${from}, ${to}),
          updated_at = now()
        where id = ${productId} and image_url = ${from}
        returning id`,
  );
  if (rows.length === 0) return false;
  await tx.execute(
    sql`update product_images set image_url = ${to}, original_url = coalesce(original_url, ${from})
        where product_id = ${productId} and image_url = ${from}`,
  );
  return true;
}
