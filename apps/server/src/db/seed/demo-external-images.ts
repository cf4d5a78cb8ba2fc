import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { DEMO_IMAGE_PATH } from '@/modules/demo-images/demo-image-url.ts';

/**
 * Demo only (issue 17, decision 0042): a few demo products whose picture is an absolute,
 * external-looking address, so /image-migration has work on a fresh machine. The "outside site"
 * is the app itself (its demo pictures at /api/demo-images/<SKU>.webp, reached through the app's
 * public address, which demo mode adds to the guarded fetcher's allow-list). The port is only
 * known when the app starts: the seed writes config.publicUrl, and every demo start re-points the
 * ones not migrated yet at the current address (a data directory may be reused on another port).
 */

/** imageSourceSite of the seeded external images; also how a start finds them again. */
export const DEMO_EXTERNAL_SITE = 'Demo image host (this app)';
/** How many demo products get an external image: every EVERY-th by SKU, up to COUNT. */
const COUNT = 12;
const EVERY = 17;

export async function seedDemoExternalImages(tx: Db, publicUrl: string): Promise<number> {
  const base = publicUrl.replace(/\/+$/, '');
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`with picked as (
          select id, row_number() over (order by sku) as n from products
          where image_url like ${`${DEMO_IMAGE_PATH}/%`})
        update products p set image_url = ${base} || p.image_url, image_source_site = ${DEMO_EXTERNAL_SITE}
        from picked where picked.id = p.id and picked.n % ${EVERY} = 0 and picked.n <= ${COUNT * EVERY}
        returning p.id`,
  );
  return rows.length;
}

/** Points the seeded external images still waiting for migration at the app's current address. */
export async function repointDemoExternalImages(db: Db, publicUrl: string): Promise<void> {
  const base = publicUrl.replace(/\/+$/, '');
  await db.execute(
    sql`update products set image_url = ${base} || substring(image_url from position(${`${DEMO_IMAGE_PATH}/`} in image_url))
        where image_source_site = ${DEMO_EXTERNAL_SITE} and image_url ~* '^https?://'
          and position(${`${DEMO_IMAGE_PATH}/`} in image_url) > 0
          and left(image_url, ${base.length + DEMO_IMAGE_PATH.length + 1}) <> ${`${base}${DEMO_IMAGE_PATH}/`}`,
  );
}
