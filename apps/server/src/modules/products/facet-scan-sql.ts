import { type SQL, sql } from 'drizzle-orm';
import { products as p } from '@/db/schema/products.ts';
import type { FacetTotals } from './facet-counts-repo.ts';
import { lifecycleSql } from './repo.ts';

/* The SQL of a facet scan (facets.ts): the facet columns it selects and their grouping. */

/** A facet scan's rows: products grouped by the values of the facets counted from it, at once. */
export interface ScanRow {
  category: string;
  subcategory: string;
  manufacturer_id: string;
  series_id: string;
  lifecycle: string;
  n: number;
}

/** The grouping of `matched` (a select of products' facet columns, at most FACET_SCAN_CAP + 1 rows). */
export const groupedSql = (matched: SQL) => sql`
  select coalesce(category, '') as category, coalesce(subcategory, '') as subcategory,
         manufacturer_id, series_id, lifecycle, count(*)::int as n
  from (${matched}) as matched
  group by 1, 2, 3, 4, 5`;

/** Each facet's value on a product, named as ScanRow names it. */
const FACET_COLUMNS: Record<keyof FacetTotals, [name: string, value: SQL]> = {
  statuses: ['lifecycle', lifecycleSql],
  categories: ['category', sql`${p.category}`],
  subcategories: ['subcategory', sql`${p.subcategory}`],
  manufacturers: ['manufacturer_id', sql`${p.manufacturerId}`],
  series: ['series_id', sql`${p.seriesId}`],
};

/**
 * The facet columns of a scan, the value of each facet in `counted` and '' for the others: a scan
 * only groups by what is counted from it (the scan without the status filter serves the statuses
 * alone; grouping its 2,001 rows by one column instead of five is a quarter of its time).
 */
export function facetColumns(counted: readonly (keyof FacetTotals)[]): SQL {
  return sql.join(
    (Object.keys(FACET_COLUMNS) as (keyof FacetTotals)[]).map((facet) => {
      const [name, value] = FACET_COLUMNS[facet];
      return sql`${counted.includes(facet) ? value : sql`''`} as ${sql.identifier(name)}`;
    }),
    sql`, `,
  );
}
