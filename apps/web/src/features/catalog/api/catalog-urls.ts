import { CATALOG_SORT_OPTIONS } from '@crossover/domain/catalog-lists';
import { urlFromQueryKey } from '@/lib/query-url';
import type { CatalogQuery } from './get-products';
import type { FacetFilters } from './get-product-facets';

/*
 * The catalogue's request URLs, without zod or React: the first script prefetches the catalogue's
 * first requests with them while the screen's code downloads (decision 00XX, app/first-requests.ts).
 */

export const PRODUCTS_QUERY_KEY = ['/api/products'] as const;
/** Cards per page of the grid (the server caps a page at 100). */
export const CATALOG_PAGE_SIZE = 24;

export function productsPageUrl(query: CatalogQuery, cursor: string | null): string {
  return urlFromQueryKey([
    ...PRODUCTS_QUERY_KEY,
    { ...query, limit: CATALOG_PAGE_SIZE, cursor: cursor ?? undefined },
  ]);
}

export function productFacetsUrl(filters: FacetFilters): string {
  return urlFromQueryKey(['/api/products/facets', { ...filters }]);
}

/** The catalogue as it opens: active products, the first of the four sorts, nothing searched. */
export const FIRST_CATALOG_QUERY: CatalogQuery = {
  status: 'active',
  sort: CATALOG_SORT_OPTIONS[0].value,
  order: CATALOG_SORT_OPTIONS[0].order,
};

/** What the catalogue asks for first at /catalog with nothing in the address's query. */
export function catalogFirstRequests(): string[] {
  const { sort: _sort, order: _order, ...filters } = FIRST_CATALOG_QUERY;
  return [productsPageUrl(FIRST_CATALOG_QUERY, null), productFacetsUrl(filters)];
}
