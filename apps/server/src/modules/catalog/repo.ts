import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { products } from '@/db/schema/products.ts';
import { seriesAuthorizations } from '@/db/schema/series-authorizations.ts';

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
