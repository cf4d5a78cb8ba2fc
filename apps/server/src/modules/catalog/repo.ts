import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products } from '@/db/schema/products.ts';
import { seriesAuthorizations } from '@/db/schema/series-authorizations.ts';

export async function listSeries(db: Db, opts: { manufacturerId?: string; activeOnly: boolean }) {
  return db
    .select({
      id: productSeries.id,
      name: productSeries.name,
      manufacturerId: productSeries.manufacturerId,
      manufacturerName: organizations.name,
      description: productSeries.description,
      isActive: productSeries.isActive,
    })
    .from(productSeries)
    .leftJoin(organizations, eq(organizations.id, productSeries.manufacturerId))
    .where(
      and(
        opts.activeOnly ? eq(productSeries.isActive, true) : undefined,
        opts.manufacturerId ? eq(productSeries.manufacturerId, opts.manufacturerId) : undefined,
      ),
    )
    .orderBy(asc(organizations.name), asc(productSeries.name));
}

/** Active product ids, by name, in series the organization may order from (or any, for admins). */
export async function orderableCandidateIds(
  db: Db,
  organizationId: string | null,
  limit: number,
  offset: number,
): Promise<string[]> {
  const base = db.select({ id: products.id }).from(products);
  const query = organizationId
    ? base.innerJoin(
        seriesAuthorizations,
        and(
          eq(seriesAuthorizations.seriesId, products.seriesId),
          eq(seriesAuthorizations.organizationId, organizationId),
          eq(seriesAuthorizations.isActive, true),
          eq(seriesAuthorizations.authorizationType, 'can_order'),
        ),
      )
    : base;
  const rows = await query
    .where(and(eq(products.status, 'active'), eq(products.isActive, true)))
    .orderBy(sql`lower(${products.name})`, products.id)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}
