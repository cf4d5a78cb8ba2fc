import { seriesSchema } from '@crossover/domain/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';

export const PRODUCT_SERIES_ROOT = '/api/product-series';

/** Every series (inactive included), or one manufacturer's. */
export const productSeriesQueryOptions = (manufacturerId?: string) => {
  const queryKey = [PRODUCT_SERIES_ROOT, { manufacturerId }] as const;
  return queryOptions({
    queryKey,
    queryFn: async () => z.array(seriesSchema).parse(await apiGet(urlFromQueryKey(queryKey))),
    staleTime: STALE_TIME_MS.series,
  });
};

export function useProductSeries(
  manufacturerId?: string,
  options: QueryConfig<typeof productSeriesQueryOptions> = {},
) {
  return useQuery({ ...productSeriesQueryOptions(manufacturerId), ...options });
}
