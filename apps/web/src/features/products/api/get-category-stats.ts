import { categoryStatsSchema } from '@crossover/domain/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';

export const CATEGORY_STATS_QUERY_KEY = ['/api/categories/stats'] as const;

export const categoryStatsQueryOptions = () =>
  queryOptions({
    queryKey: CATEGORY_STATS_QUERY_KEY,
    queryFn: async () => categoryStatsSchema.parse(await apiGet('/api/categories/stats')),
    staleTime: STALE_TIME_MS.categories,
  });

/** Category → subcategory counts (spec §7): the category filter and the form's category lists. */
export function useCategoryStats(options: QueryConfig<typeof categoryStatsQueryOptions> = {}) {
  return useQuery({ ...categoryStatsQueryOptions(), ...options });
}
