import { sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { products as p } from '@/db/schema/products.ts';

/**
 * Products per (category, subcategory), counted by PostgreSQL: a few hundred groups come back
 * whatever the number of products. Products without a category are left out.
 */
export async function categorySubcategoryCounts(db: Db) {
  return db
    .select({
      category: sql<string>`${p.category}`,
      subcategory: p.subcategory,
      count: sql<number>`count(*)::int`,
    })
    .from(p)
    .where(sql`${p.category} is not null and ${p.category} <> ''`)
    .groupBy(p.category, p.subcategory)
    .orderBy(p.category, p.subcategory);
}
