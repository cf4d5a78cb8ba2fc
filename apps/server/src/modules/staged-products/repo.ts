import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { stagedProducts as sp } from '@/db/schema/staged-products.ts';

/** The proposed series name as matched: trimmed, case ignored (series names are unique that way). */
const proposedKey = sql`lower(btrim(${sp.proposedSeriesName}))`;

const firstSpelling = sql<string>`(array_agg(btrim(${sp.proposedSeriesName}) order by ${sp.createdAt}, ${sp.id}))[1]`;

/**
 * Series names pending staged products propose that their manufacturer has no series for yet,
 * one row per manufacturer and name (any case) with how many rows propose it. Joins
 * `product_series` in this one read (decision 0014: reads may join) so no list of every series is
 * loaded; `manufacturerIds` limits it to those manufacturers (undefined: every one).
 */
export async function listUncommittedSeries(db: Db, manufacturerIds: readonly string[] | undefined) {
  if (manufacturerIds && manufacturerIds.length === 0) return [];
  return db
    .select({
      manufacturerId: sql<string>`${sp.manufacturerId}`,
      manufacturerName: organizations.name,
      // One spelling per group: the first staged row's (the case it was first written in).
      name: firstSpelling,
      stagedProductCount: sql<number>`count(*)::int`,
    })
    .from(sp)
    .innerJoin(organizations, eq(organizations.id, sp.manufacturerId))
    .where(
      and(
        eq(sp.reviewStatus, 'pending'),
        isNotNull(sp.manufacturerId),
        sql`btrim(coalesce(${sp.proposedSeriesName}, '')) <> ''`,
        manufacturerIds ? inArray(sp.manufacturerId, [...manufacturerIds]) : undefined,
        sql`not exists (select 1 from ${productSeries} where ${productSeries.manufacturerId} = ${sp.manufacturerId}
              and lower(${productSeries.name}) = ${proposedKey})`,
      ),
    )
    .groupBy(sp.manufacturerId, organizations.name, proposedKey)
    .orderBy(asc(organizations.name), asc(proposedKey));
}
