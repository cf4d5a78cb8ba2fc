import { productListResponseSchema } from '@crossover/domain/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';
import type { ProductListFilters } from '../components/product-list-query';

/** The catalogue's list endpoint; every product write invalidates everything under it. */
export const PRODUCTS_ROOT = '/api/products';

export interface AdminProductsParams extends ProductListFilters {
  subcategory?: string;
  seriesId?: string;
  limit: number;
  /** The page's cursor; absent for the first page. */
  cursor?: string;
}

/**
 * One page of GET /api/products as an admin sees it (every field), by cursor (back-office §7). The
 * spec's `emulate` flag is not sent: the server ignores it (emulation is the x-emulate-user header).
 * The previous page stays on screen while the next loads.
 */
export const adminProductsQueryOptions = (params: AdminProductsParams) => {
  const queryKey = [PRODUCTS_ROOT, { ...params }] as const;
  return queryOptions({
    queryKey,
    queryFn: async () => productListResponseSchema.parse(await apiGet(urlFromQueryKey(queryKey))),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME_MS.products,
  });
};

export function useAdminProducts(
  params: AdminProductsParams,
  options: QueryConfig<typeof adminProductsQueryOptions> = {},
) {
  return useQuery({ ...adminProductsQueryOptions(params), ...options });
}
