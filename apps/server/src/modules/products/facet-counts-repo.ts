import { type SQL, sql } from 'drizzle-orm';
import type { ProductLifecycle } from '@crossover/domain/catalog';
import { type Db, queryRows } from '@/db/database.ts';
import { productFacetCounts as fc } from '@/db/schema/product-facet-counts.ts';

/**
 * Reads of the facet count table (db/schema/product-facet-counts.ts, decision 0047). A key's
 * total is the sum of its delta rows, so every read sums; the table holds a few thousand keys
 * whatever the number of products.
 */

const lifecycles = (values: readonly ProductLifecycle[]): SQL => sql`${sql.param([...values])}::text[]`;

/** Products per filter value over the given lifecycles, per facet. */
export interface FacetTotals {
  statuses: Map<string, number>;
  categories: Map<string, number>;
  subcategories: Map<string, number>;
  manufacturers: Map<string, number>;
  series: Map<string, number>;
}

export const emptyTotals = (): FacetTotals => ({
  statuses: new Map(),
  categories: new Map(),
  subcategories: new Map(),
  manufacturers: new Map(),
  series: new Map(),
});

/**
 * Every facet's totals: values over `listed` lifecycles, and the status facet (which ignores the
 * status filter) over `statuses`. Values without products are left out.
 */
export async function facetTotalsFromTable(
  db: Db,
  listed: readonly ProductLifecycle[],
  statuses: readonly ProductLifecycle[],
): Promise<FacetTotals> {
  const inListed = sql`${fc.lifecycle} = any(${lifecycles(listed)})`;
  const rows = await queryRows<{ facet: keyof FacetTotals; key: string; count: number }>(
    db,
    sql`
    select 'categories' as facet, ${fc.value} as key, sum(${fc.count})::int as count from ${fc}
      where ${fc.facet} = 'category' and ${fc.value} <> '' and ${inListed} group by 2
    union all
    select 'subcategories', ${fc.value2}, sum(${fc.count})::int from ${fc}
      where ${fc.facet} = 'category' and ${fc.value2} <> '' and ${inListed} group by 2
    union all
    select 'manufacturers', ${fc.value}, sum(${fc.count})::int from ${fc}
      where ${fc.facet} = 'manufacturer' and ${inListed} group by 2
    union all
    select 'series', ${fc.value}, sum(${fc.count})::int from ${fc}
      where ${fc.facet} = 'series' and ${inListed} group by 2
    union all
    select 'statuses', ${fc.lifecycle}, sum(${fc.count})::int from ${fc}
      where ${fc.facet} = 'manufacturer' and ${fc.lifecycle} = any(${lifecycles(statuses)}) group by 2`,
  );
  const totals = emptyTotals();
  for (const row of rows) if (row.count > 0) totals[row.facet].set(row.key, row.count);
  return totals;
}

/** How many products are in a lifecycle (every product has a manufacturer: its rows count each once). */
export async function countProductsIn(db: Db, lifecycle: ProductLifecycle): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${fc.count}), 0)::int` })
    .from(fc)
    .where(sql`${fc.facet} = 'manufacturer' and ${fc.lifecycle} = ${lifecycle}`);
  return row?.count ?? 0;
}

/** Merges each key's delta rows into one (migration 0022's function); the number of keys merged. */
export async function foldFacetCounts(db: Db): Promise<number> {
  const [row] = await queryRows<{ merged: number }>(db, sql`select fold_product_facet_counts() as merged`);
  return Number(row?.merged ?? 0);
}
