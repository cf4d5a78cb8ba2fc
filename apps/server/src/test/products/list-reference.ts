import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { ProductSort, SortOrder } from '@crossover/domain/catalog';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products as p } from '@/db/schema/products.ts';
import type { ProductPage } from '@/modules/products/list-page.ts';
import {
  type ProductQueryFilters,
  type ProductRow,
  productColumns,
  productFilterSql,
} from '@/modules/products/repo.ts';
import { escapeLike, searchWords } from '@/modules/products/search.ts';

/*
 * The product list query as it was before issue 18 (main at 7d5b63c), kept as the reference the new
 * one is compared with (list-queries.test.ts): one statement joining the names, the sort keys
 * hidden from the indexes when searching, the manufacturer sorted on organizations.name. It is the
 * old text on purpose; do not "improve" it. `relevance` did not exist: its reference is the plain
 * ORDER BY its definition gives (exact SKU, SKU prefix, name).
 */

type KeyType = 'text' | 'numeric' | 'boolean' | 'timestamptz';
interface SortKey {
  expr: SQL;
  type: KeyType;
}
const lowerName = { expr: sql`lower(${p.name})`, type: 'text' } as const;
const idKey = { expr: sql`${p.id}`, type: 'text' } as const;

function referenceKeys(sort: ProductSort, search: string | undefined): SortKey[] {
  switch (sort) {
    case 'subcategory':
      return [{ expr: sql`coalesce(lower(${p.subcategory}), '')`, type: 'text' }, lowerName, idKey];
    case 'category':
      return [{ expr: sql`coalesce(lower(${p.category}), '')`, type: 'text' }, lowerName, idKey];
    case 'name':
      return [lowerName, idKey];
    case 'sku':
      return [{ expr: sql`lower(${p.sku})`, type: 'text' }, idKey];
    case 'price':
      return [{ expr: sql`coalesce(${p.mapPrice}, ${p.retailPrice}, 100000000)`, type: 'numeric' }, idKey];
    case 'manufacturer':
      return [{ expr: sql`lower(${organizations.name})`, type: 'text' }, lowerName, idKey];
    case 'isActive':
      return [{ expr: sql`${p.isActive}`, type: 'boolean' }, lowerName, idKey];
    case 'createdAt':
      return [{ expr: sql`${p.createdAt}`, type: 'timestamptz' }, idKey];
    case 'relevance': {
      const term = (search ?? '').trim().toLowerCase();
      const rank = term
        ? sql`(case when lower(${p.sku}) = ${term} then 0 when lower(${p.sku}) like ${`${escapeLike(term)}%`} then 1 else 2 end)`
        : sql`2::integer`;
      return [{ expr: rank, type: 'numeric' }, lowerName, idKey];
    }
  }
}

function opaqueToIndexes(key: SortKey): SortKey {
  switch (key.type) {
    case 'text':
      return { ...key, expr: sql`(${key.expr} || '')` };
    case 'numeric':
      return { ...key, expr: sql`(${key.expr} + 0)` };
    case 'timestamptz':
      return { ...key, expr: sql`(${key.expr} + interval '0 seconds')` };
    case 'boolean':
      return { ...key, expr: sql`((${key.expr}) is true)` };
  }
}

const castKey = (value: string, type: KeyType): SQL => {
  switch (type) {
    case 'numeric':
      return sql`${value}::numeric`;
    case 'boolean':
      return sql`${value}::boolean`;
    case 'timestamptz':
      return sql`${value}::timestamptz`;
    default:
      return sql`${value}::text`;
  }
};

/** One page by the old query: `limit` rows after the cursor (sort key values as text). */
export async function referencePage(
  db: Db,
  filters: ProductQueryFilters,
  sort: ProductSort,
  order: SortOrder,
  limit: number,
  after: string[] | null,
): Promise<ProductPage> {
  const plain = referenceKeys(sort, filters.search);
  const keys = searchWords(filters.search).length > 0 ? plain.map(opaqueToIndexes) : plain;
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const tuple = sql.join(
    keys.map((k) => k.expr),
    sql`, `,
  );
  const keyset = after
    ? sql`(${tuple}) ${order === 'asc' ? sql`>` : sql`<`} (${sql.join(
        keys.map((k, i) => castKey(after[i]!, k.type)),
        sql`, `,
      )})`
    : undefined;
  const rows = await db
    .select({
      ...productColumns,
      ...Object.fromEntries(keys.map((k, i) => [`k${i}`, sql<string>`(${k.expr})::text`])),
    })
    .from(p)
    .innerJoin(organizations, eq(organizations.id, p.manufacturerId))
    .innerJoin(productSeries, eq(productSeries.id, p.seriesId))
    .where(and(productFilterSql(filters), keyset))
    .orderBy(...keys.map((k) => sql`${k.expr} ${direction}`))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit) as Record<string, unknown>[];
  const last = page.at(-1);
  return {
    rows: page as unknown as ProductRow[],
    nextCursor: hasMore && last ? keys.map((_, i) => String(last[`k${i}`])) : null,
  };
}
