import { productListResponseSchema } from '@crossover/domain/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';

/** How many matches the product pickers offer; typing narrows the rest. */
export const PRODUCT_PICKER_SIZE = 10;

export interface ProductSearch {
  search: string;
  /** A manufacturer stocks only its own products. */
  manufacturerId?: string | undefined;
  /** Distributors stock active products only; the list's filter may pick any. */
  status: 'active' | 'all';
}

/** The catalogue's own search (GET /api/products?search=): name or SKU among thousands of products. */
export const productSearchQueryOptions = (query: ProductSearch) => {
  const queryKey = [
    '/api/products',
    {
      search: query.search || undefined,
      manufacturerId: query.manufacturerId,
      status: query.status,
      sort: 'name',
      limit: PRODUCT_PICKER_SIZE,
    },
  ] as const;
  return queryOptions({
    queryKey,
    queryFn: async () => productListResponseSchema.parse(await apiGet(urlFromQueryKey(queryKey))),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME_MS.products,
  });
};

export function useProductSearch(
  query: ProductSearch,
  options: QueryConfig<typeof productSearchQueryOptions> = {},
) {
  return useQuery({ ...productSearchQueryOptions(query), ...options });
}
