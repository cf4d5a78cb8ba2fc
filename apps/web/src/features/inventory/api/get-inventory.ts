import type { InventoryFilters, InventoryListQuery } from '@crossover/domain/inventory';
import { inventoryListResponseSchema, inventoryStatsSchema } from '@crossover/domain/inventory';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';

export const INVENTORY_QUERY_ROOT = '/api/inventory';
export const INVENTORY_STATS_QUERY_ROOT = '/api/inventory/stats';

/** Filters and page as the screen holds them; 'all' and blanks are left out of the request. */
export type InventoryPageParams = Omit<InventoryListQuery, 'cursor'> & { cursor?: string | undefined };

const present = (value: string | undefined) => (value && value !== 'all' ? value : undefined);

export const inventoryPageQueryOptions = (params: InventoryPageParams) => {
  const queryKey = [
    INVENTORY_QUERY_ROOT,
    {
      organizationId: present(params.organizationId),
      productId: present(params.productId),
      status: present(params.status),
      limit: params.limit,
      cursor: present(params.cursor),
    },
  ] as const;
  return queryOptions({
    queryKey,
    queryFn: async () => inventoryListResponseSchema.parse(await apiGet(urlFromQueryKey(queryKey))),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME_MS.inventory,
  });
};

export function useInventoryPage(
  params: InventoryPageParams,
  options: QueryConfig<typeof inventoryPageQueryOptions> = {},
) {
  return useQuery({ ...inventoryPageQueryOptions(params), ...options });
}

export const inventoryStatsQueryOptions = (filters: InventoryFilters) => {
  const queryKey = [
    INVENTORY_STATS_QUERY_ROOT,
    { organizationId: present(filters.organizationId), productId: present(filters.productId) },
  ] as const;
  return queryOptions({
    queryKey,
    queryFn: async () => inventoryStatsSchema.parse(await apiGet(urlFromQueryKey(queryKey))),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME_MS.inventory,
  });
};

/** The five metric cards over the list's organization and product filters. */
export function useInventoryStats(
  filters: InventoryFilters,
  options: QueryConfig<typeof inventoryStatsQueryOptions> = {},
) {
  return useQuery({ ...inventoryStatsQueryOptions(filters), ...options });
}
