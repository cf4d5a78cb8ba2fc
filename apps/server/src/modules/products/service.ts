import {
  type ProductLifecycle,
  type ProductManagement,
  type ProductSort,
  type SortOrder,
  productManagementSchema,
} from '@crossover/domain/catalog';
import { type FacetKey } from '@crossover/domain/facets';
import type { CategoryStats, SkuLookup } from '@crossover/domain/products';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '@/context.ts';
import { products as p } from '@/db/schema/products.ts';
import type { CappedCount } from '@/lib/db/counts.ts';
import { categorySubcategoryCounts } from './categories-repo.ts';
import { countProductsIn } from './facet-counts-repo.ts';
import { facetMore, productFacets } from './facets.ts';
import { countProducts } from './count.ts';
import { type ManagementRow, findBySku, findProductDetail } from './management-repo.ts';
import { decodeCursor, encodeCursor } from './keyset.ts';
import { type ProductPage, listProductPageAndCount } from './list-page.ts';
import { type ProductQueryFilters, type ProductRow, findProductRows } from './repo.ts';

/**
 * The products module owns the `products` table (decision 0014). Other modules (catalog, cart,
 * vehicles…) read products through this service, never through the repo. Built from a context
 * or a transaction's `db`, so reads inside a transaction see its writes.
 */
export function createProductsService({ db }: Pick<AppContext, 'db'>) {
  return {
    /**
     * One keyset page of the filtered list in the sort's order (`after` is a decoded cursor) and
     * how many products match, up to COUNT_CAP: what a list screen shows.
     */
    listPageAndCount: (
      filters: ProductQueryFilters,
      sort: ProductSort,
      order: SortOrder,
      limit: number,
      after: string[] | null,
    ): Promise<{ page: ProductPage; total: CappedCount }> =>
      listProductPageAndCount(db, filters, sort, order, limit, after),
    /** How many products match the filters, exactly (on demand: its cost grows with the matches). */
    count: (filters: ProductQueryFilters): Promise<number> => countProducts(db, filters),
    /** Products in a lifecycle (the dashboard's count), from the facet count table. */
    countIn: (lifecycle: ProductLifecycle): Promise<number> => countProductsIn(db, lifecycle),
    /** Filter options with counts, each facet ignoring its own filter. */
    facets: (filters: ProductQueryFilters) => productFacets(db, filters),
    /** One facet's options by name, beyond the top ones `facets` sends. */
    facetMore: (filters: ProductQueryFilters, facet: FacetKey, q: string | undefined, limit: number) =>
      facetMore(db, filters, facet, q, limit),
    /** Product rows by id with manufacturer and series names; unknown ids are left out. */
    findRows: (ids: readonly string[]): Promise<ProductRow[]> => findProductRows(db, ids),
    /**
     * One product for the detail dialog in one statement: its row, `extra` (SQL about it, which may
     * refer to `productRef`'s columns) and, when `withManagement` (callers check products.manage),
     * Product Management's extras. Null for an unknown product.
     */
    detail: async (id: string, extra: SQL, withManagement: boolean) => {
      const found = await findProductDetail(db, id, extra, withManagement);
      if (!found) return null;
      return { ...found, management: found.management ? toManagement(found.management) : null };
    },
    /** The product with this SKU, ignoring case, for the form's lookup; null when none. */
    findBySku: (sku: string): Promise<SkuLookup | null> => findBySku(db, sku),
    /** Category → count and subcategory counts, from the facet count table. */
    categoryStats: async (): Promise<CategoryStats> => {
      // Maps, not object keys: a category may be called 'constructor'.
      const byCategory = new Map<string, { count: number; subcategories: Map<string, number> }>();
      for (const { category, subcategory, count } of await categorySubcategoryCounts(db)) {
        const entry = byCategory.get(category) ?? { count: 0, subcategories: new Map<string, number>() };
        byCategory.set(category, entry);
        entry.count += count;
        if (subcategory)
          entry.subcategories.set(subcategory, (entry.subcategories.get(subcategory) ?? 0) + count);
      }
      return {
        categories: Object.fromEntries(
          [...byCategory].map(([name, { count, subcategories }]) => [
            name,
            { count, subcategories: Object.fromEntries(subcategories) },
          ]),
        ),
      };
    },
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The product's columns that `detail`'s extra SQL may refer to (it reads the product's row). */
export const productRef = {
  id: p.id,
  seriesId: p.seriesId,
  manufacturerId: p.manufacturerId,
  category: p.category,
};

/** Product Management's extras as the answer has them (who discontinued it as a name and email). */
function toManagement(row: ManagementRow): ProductManagement {
  const { discontinuedById, discontinuedByFirstName, discontinuedByLastName, discontinuedByEmail, ...rest } =
    row;
  const name = [discontinuedByFirstName, discontinuedByLastName].filter(Boolean).join(' ');
  // Parsed, so nothing beyond the schema's fields can reach the answer.
  return productManagementSchema.parse({
    ...rest,
    images: rest.images ?? [],
    imageSearchLastAttempt: iso(rest.imageSearchLastAttempt),
    discontinuedAt: iso(rest.discontinuedAt),
    discontinuedBy: discontinuedById
      ? { id: discontinuedById, name: name || discontinuedByEmail!, email: discontinuedByEmail! }
      : null,
  });
}

export type ProductsService = ReturnType<typeof createProductsService>;

/** A page's opaque cursor from its last row's sort key values. */
export const productCursor = (values: string[]): string => encodeCursor(values);

/** The sort key values of a cursor, or null when it is malformed or belongs to another sort. */
export const readProductCursor = (cursor: string, sort: ProductSort): string[] | null =>
  decodeCursor(cursor, sort);
