import type { ProductFilters, ProductSort, SortOrder } from '@crossover/domain/catalog';
import type { AppContext } from '@/context.ts';
import {
  type ProductPage,
  type ProductRow,
  countProducts,
  decodeCursor,
  encodeCursor,
  findProductRows,
  listProductPage,
  productFacets,
} from './repo.ts';

/**
 * The products module owns the `products` table (decision 0014). Other modules (catalog, cart,
 * vehicles…) read products through this service, never through the repo. Built from a context
 * or a transaction's `db`, so reads inside a transaction see its writes.
 */
export function createProductsService({ db }: Pick<AppContext, 'db'>) {
  return {
    /** One keyset page of the filtered list in the sort's order; `after` is a decoded cursor. */
    listPage: (
      filters: ProductFilters,
      sort: ProductSort,
      order: SortOrder,
      limit: number,
      after: string[] | null,
    ): Promise<ProductPage> => listProductPage(db, filters, sort, order, limit, after),
    /** How many products match the filters. */
    count: (filters: ProductFilters): Promise<number> => countProducts(db, filters),
    /** Filter options with counts, each facet ignoring its own filter. */
    facets: (filters: ProductFilters) => productFacets(db, filters),
    /** Product rows by id with manufacturer and series names; unknown ids are left out. */
    findRows: (ids: readonly string[]): Promise<ProductRow[]> => findProductRows(db, ids),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;

/** A page's opaque cursor from its last row's sort key values. */
export const productCursor = (values: string[]): string => encodeCursor(values);

/** The sort key values of a cursor, or null when it is malformed or belongs to another sort. */
export const readProductCursor = (cursor: string, sort: ProductSort): string[] | null =>
  decodeCursor(cursor, sort);
