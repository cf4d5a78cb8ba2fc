import type { VehicleListQuery } from '@crossover/domain/vehicles';
import { vehicleOptionsSchema, vehicleSchema, vehicleStatsSchema } from '@crossover/domain/vehicles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';

/** Every vehicles query starts with this key, so one invalidation refreshes list, stats and options. */
export const VEHICLES_QUERY_ROOT = '/api/vehicles';

export type VehicleListParams = Pick<VehicleListQuery, 'status'> & { q: string; limit?: number };

/** Spec §7: GET /api/vehicles, or GET /api/vehicles/search?q= while a search is typed. */
export const vehiclesQueryOptions = ({ q, status, limit }: VehicleListParams) => {
  const params = { status: status === 'all' ? undefined : status, limit };
  const queryKey = q
    ? ([VEHICLES_QUERY_ROOT, 'search', { q, ...params }] as const)
    : ([VEHICLES_QUERY_ROOT, params] as const);
  return queryOptions({
    queryKey,
    queryFn: async () => z.array(vehicleSchema).parse(await apiGet(urlFromQueryKey(queryKey))),
    placeholderData: keepPreviousData,
  });
};

export function useVehicles(
  params: VehicleListParams,
  options: QueryConfig<typeof vehiclesQueryOptions> = {},
) {
  return useQuery({ ...vehiclesQueryOptions(params), ...options });
}

export const vehicleStatsQueryOptions = () =>
  queryOptions({
    queryKey: [VEHICLES_QUERY_ROOT, 'stats'] as const,
    queryFn: async () => vehicleStatsSchema.parse(await apiGet(`${VEHICLES_QUERY_ROOT}/stats`)),
  });

export function useVehicleStats(options: QueryConfig<typeof vehicleStatsQueryOptions> = {}) {
  return useQuery({ ...vehicleStatsQueryOptions(), ...options });
}

/**
 * The catalogue's 'Fits my vehicle' choices: every year, the makes of the chosen year, the models
 * of the chosen make. They follow the catalogue (what products fit), so they keep its stale time.
 */
export const vehicleOptionsQueryOptions = (year: number | undefined, make: string | undefined) => {
  const queryKey = [VEHICLES_QUERY_ROOT, 'options', { year, make: make || undefined }] as const;
  return queryOptions({
    queryKey,
    queryFn: async () => vehicleOptionsSchema.parse(await apiGet(urlFromQueryKey(queryKey))),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME_MS.products,
  });
};

export function useVehicleOptions(
  year: number | undefined,
  make: string | undefined,
  options: QueryConfig<typeof vehicleOptionsQueryOptions> = {},
) {
  return useQuery({ ...vehicleOptionsQueryOptions(year, make), ...options });
}
