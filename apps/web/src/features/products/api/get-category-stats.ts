import { categoryStatsSchema } from '@crossover/domain/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';
import { CATEGORY_STATS_QUERY_KEY } from './product-urls';

export { CATEGORY_STATS_QUERY_KEY } from './product-urls';

export const categoryStatsQueryOptions = () =>
  queryOptions({
    queryKey: CATEGORY_STATS_QUERY_KEY,
    queryFn: async () => categoryStatsSchema.parse(await apiGet(urlFromQueryKey(CATEGORY_STATS_QUERY_KEY))),
    staleTime: STALE_TIME_MS.categories,
  });

/** Category → subcategory counts (spec §7): the category filter and the form's category lists. */
export function useCategoryStats(options: QueryConfig<typeof categoryStatsQueryOptions> = {}) {
  return useQuery({ ...categoryStatsQueryOptions(), ...options });
}
