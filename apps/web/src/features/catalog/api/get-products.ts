import { productListResponseSchema } from '@crossover/domain/catalog';
import type { ProductFilters, ProductSort, SortOrder } from '@crossover/domain/catalog';
import type { FitmentFilter } from '@crossover/domain/vehicles';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';

export const PRODUCTS_QUERY_KEY = ['/api/products'] as const;
/** Cards per page of the grid (the server caps a page at 100). */
export const CATALOG_PAGE_SIZE = 24;

/** With the 'fits my vehicle' filter (fitYear, fitMake, fitModel). */
export interface CatalogQuery extends FitmentFilter {
  search?: string | undefined;
  status: ProductFilters['status'];
  category?: string | undefined;
  subcategory?: string | undefined;
  manufacturerId?: string | undefined;
  seriesId?: string | undefined;
  sort: ProductSort;
  order: SortOrder;
}

export async function fetchProductsPage(query: CatalogQuery, cursor: string | null) {
  const url = urlFromQueryKey([
    ...PRODUCTS_QUERY_KEY,
    { ...query, limit: CATALOG_PAGE_SIZE, cursor: cursor ?? undefined },
  ]);
  return productListResponseSchema.parse(await apiGet(url));
}

/** Server-side search, filters and sort; cursor paging, one page at a time. */
export const productsInfiniteQueryOptions = (query: CatalogQuery) =>
  infiniteQueryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'list', query] as const,
    queryFn: ({ pageParam }) => fetchProductsPage(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    staleTime: STALE_TIME_MS.products,
  });

export function useProducts(
  query: CatalogQuery,
  options: QueryConfig<typeof productsInfiniteQueryOptions> = {},
) {
  return useInfiniteQuery({ ...productsInfiniteQueryOptions(query), ...options });
}
