import { sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { productFacetCounts as fc } from '@/db/schema/product-facet-counts.ts';

/**
 * Products per (category, subcategory), every lifecycle, from the facet count table (decision
 * 0047): a few hundred keys whatever the number of products. Products without a category are
 * left out; a missing subcategory comes back as ''.
 */
export async function categorySubcategoryCounts(db: Db) {
  return db
    .select({
      category: fc.value,
      subcategory: fc.value2,
      count: sql<number>`sum(${fc.count})::int`,
    })
    .from(fc)
    .where(sql`${fc.facet} = 'category' and ${fc.value} <> ''`)
    .groupBy(fc.value, fc.value2)
    .having(sql`sum(${fc.count}) > 0`)
    .orderBy(fc.value, fc.value2);
}
