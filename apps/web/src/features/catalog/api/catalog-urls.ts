import { CATALOG_SORT_OPTIONS } from '@crossover/domain/catalog-lists';
import type { FirstRequests } from '@/lib/prefetch';
import { urlFromQueryKey } from '@/lib/query-url';
import type { CatalogQuery } from './get-products';
import type { FacetFilters } from './get-product-facets';

/*
 * The catalogue's request URLs, without zod or React: the first script prefetches the catalogue's
 * first requests with them while the screen's code downloads (decision 0060, app/first-requests.ts).
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

/** The cards in view when the catalogue arrives (a row at 1280 px, the first two at 390 px): their photos load first. */
export const PRIORITY_CARDS = 4;

/** What the catalogue asks for first at /catalog with nothing in the address's query. */
export function catalogFirstRequests(): FirstRequests {
  const { sort: _sort, order: _order, ...filters } = FIRST_CATALOG_QUERY;
  return {
    urls: [productsPageUrl(FIRST_CATALOG_QUERY, null), productFacetsUrl(filters)],
    photos: priorityPhotos,
  };
}

/** The photos of the first cards of a product list answer (read without its schema). */
function priorityPhotos(answer: unknown): string[] {
  const products = (answer as { products?: unknown } | null)?.products;
  if (!Array.isArray(products)) return [];
  return products
    .slice(0, PRIORITY_CARDS)
    .map((product) => (product as { imageUrl?: unknown } | null)?.imageUrl)
    .filter((src): src is string => typeof src === 'string' && src !== '');
}
