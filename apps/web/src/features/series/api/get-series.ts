import { seriesSchema } from '@crossover/domain/catalog';
import type { SeriesStatusFilter } from '@crossover/domain/series';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';

/** GET /api/product-series: every series a caller may list (a manufacturer managing series: its own). */
export const PRODUCT_SERIES_QUERY_ROOT = '/api/product-series';

export interface SeriesListParams {
  search?: string;
  manufacturerId?: string;
  status?: SeriesStatusFilter;
}

export const seriesListQueryOptions = (params: SeriesListParams = {}) => {
  const queryKey = [
    PRODUCT_SERIES_QUERY_ROOT,
    {
      search: params.search || undefined,
      manufacturerId:
        params.manufacturerId && params.manufacturerId !== 'all' ? params.manufacturerId : undefined,
      status: params.status && params.status !== 'all' ? params.status : undefined,
    },
  ] as const;
  return queryOptions({
    queryKey,
    queryFn: async () => z.array(seriesSchema).parse(await apiGet(urlFromQueryKey(queryKey))),
    staleTime: STALE_TIME_MS.series,
    placeholderData: keepPreviousData,
  });
};

/** Series with their manufacturer's name, filtered on the server; for lists, filters and pickers. */
export function useSeriesList(
  params: SeriesListParams = {},
  options: QueryConfig<typeof seriesListQueryOptions> = {},
) {
  return useQuery({ ...seriesListQueryOptions(params), ...options });
}
