import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';

/**
 * What the CDN migration reads and writes: product images (products.image_url) and organization
 * logos (organizations.logo_url) stored in our object storage (`/objects/<key>`), or already on
 * the CDN's pull zone.
 */
export type CdnTarget = 'products' | 'logos';
const PREFIX: Record<CdnTarget, string> = { products: '/objects/products/', logos: '/objects/logos/' };

export interface StoredImageRow {
  id: string;
  label: string;
  url: string;
}

export async function countProductImages(db: Db, pullZone: string | null) {
  const [row] = await queryRows<{ stored: number; cdn: number }>(
    db,
    sql`select count(*) filter (where left(image_url, ${PREFIX.products.length}) = ${PREFIX.products})::int as stored,
          count(*) filter (where ${pullZone ?? ''} <> '' and left(image_url, ${(pullZone ?? '').length + 1}) = ${`${pullZone ?? ''}/`})::int as cdn
        from products`,
  );
  return row ?? { stored: 0, cdn: 0 };
}

/** The next `limit` rows of `target` still on our storage, after id `after`. */
export function storedImagesAfter(db: Db, target: CdnTarget, after: string, limit: number) {
  const prefix = PREFIX[target];
  return target === 'products'
    ? queryRows<StoredImageRow>(
        db,
        sql`select id, sku as label, image_url as url from products
            where left(image_url, ${prefix.length}) = ${prefix} and id > ${after} order by id limit ${limit}`,
      )
    : queryRows<StoredImageRow>(
        db,
        sql`select id, name as label, logo_url as url from organizations
            where left(logo_url, ${prefix.length}) = ${prefix} and id > ${after} order by id limit ${limit}`,
      );
}

export async function countOnCdn(db: Db, target: CdnTarget, pullZone: string): Promise<number> {
  const like = `${pullZone}/${target === 'products' ? 'products/' : 'logos/'}`;
  const [row] = await queryRows<{ n: number }>(
    db,
    target === 'products'
      ? sql`select count(*)::int as n from products where left(image_url, ${like.length}) = ${like}`
      : sql`select count(*)::int as n from organizations where left(logo_url, ${like.length}) = ${like}`,
  );
  return row?.n ?? 0;
}

/** Switches one row's address from our storage to the CDN, if it still shows `from`. */
export async function switchToCdn(tx: Db, target: CdnTarget, id: string, from: string, to: string) {
  if (target === 'logos') {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`update organizations set logo_url = ${to}, updated_at = now() where id = ${id} and logo_url = ${from} returning id`,
    );
    return rows.length > 0;
  }
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update products set image_url = ${to},
          primary_image = case when primary_image = ${from} then ${to} else primary_image end,
          images = array_replace(images, ${from}, ${to}), updated_at = now()
        where id = ${id} and image_url = ${from} returning id`,
  );
  if (rows.length === 0) return false;
  await tx.execute(
    sql`update product_images set image_url = ${to} where product_id = ${id} and image_url = ${from}`,
  );
  return true;
}
