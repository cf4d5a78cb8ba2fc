import { productListResponseSchema } from '@crossover/domain/catalog';
import type { ProductFilters, ProductSort, SortOrder } from '@crossover/domain/catalog';
import type { FitmentFilter } from '@crossover/domain/vehicles';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';
import { PRODUCTS_QUERY_KEY, productsPageUrl } from './catalog-urls';

export { CATALOG_PAGE_SIZE, PRODUCTS_QUERY_KEY } from './catalog-urls';

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
  return productListResponseSchema.parse(await apiGet(productsPageUrl(query, cursor)));
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
