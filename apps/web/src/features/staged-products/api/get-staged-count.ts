import type { StagedStatusFilter } from '@crossover/domain/staged-products';
import { stagedExactCountResponseSchema } from '@crossover/domain/staged-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import { STAGED_QUERY_ROOT } from './get-staged-products';

/**
 * GET /api/scraper/staged/count: exactly how many rows match the list (and how many are flagged).
 * The list counts only to 1,000 (decision 0045); 'Select All n Products' asks for this when the list
 * is capped. Under the list's key, so an approval or deletion refreshes it with the list.
 */
export const stagedCountQueryOptions = (filter: { status: StagedStatusFilter; search: string }) => {
  const queryKey = [
    STAGED_QUERY_ROOT,
    'count',
    { status: filter.status, search: filter.search || undefined },
  ] as const;
  return queryOptions({
    queryKey,
    queryFn: async () => stagedExactCountResponseSchema.parse(await apiGet(urlFromQueryKey(queryKey))),
  });
};

export function useExactStagedCount(
  filter: { status: StagedStatusFilter; search: string },
  enabled: boolean,
) {
  return useQuery({ ...stagedCountQueryOptions(filter), enabled });
}
