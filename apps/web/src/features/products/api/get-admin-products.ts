import { productListResponseSchema } from '@crossover/domain/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';
import { type AdminProductsParams, adminProductsQueryKey } from './product-urls';

export { type AdminProductsParams, PRODUCTS_ROOT } from './product-urls';

/**
 * One page of GET /api/products as an admin sees it (every field), by cursor (back-office §7). The
 * spec's `emulate` flag is not sent: the server ignores it (emulation is the x-emulate-user header).
 * The previous page stays on screen while the next loads.
 */
export const adminProductsQueryOptions = (params: AdminProductsParams) => {
  const queryKey = adminProductsQueryKey(params);
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
