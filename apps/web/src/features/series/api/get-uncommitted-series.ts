import { uncommittedSeriesSchema } from '@crossover/domain/series';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';

export const UNCOMMITTED_SERIES_QUERY_KEY = ['/api/product-series/uncommitted'] as const;

export const uncommittedSeriesQueryOptions = () =>
  queryOptions({
    queryKey: UNCOMMITTED_SERIES_QUERY_KEY,
    queryFn: async () =>
      z.array(uncommittedSeriesSchema).parse(await apiGet(UNCOMMITTED_SERIES_QUERY_KEY[0])),
    staleTime: STALE_TIME_MS.series,
  });

/** Series names pending staged products propose that do not exist yet ('Not Yet Saved'). */
export function useUncommittedSeries(options: QueryConfig<typeof uncommittedSeriesQueryOptions> = {}) {
  return useQuery({ ...uncommittedSeriesQueryOptions(), ...options });
}
