import type { StagedListParams, StagedListResponse } from '@crossover/domain/staged-products';
import { STAGED_POLL_MS, stagedListResponseSchema } from '@crossover/domain/staged-products';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { PollingConfig } from '@/lib/use-polling-query';
import { NO_DEADLINE, usePollingQuery } from '@/lib/use-polling-query';

export const STAGED_QUERY_ROOT = '/api/scraper/staged';

export type StagedListFilter = Required<Pick<StagedListParams, 'page' | 'limit' | 'status'>> & {
  search: string;
};

/**
 * Spec §7: GET /api/scraper/staged?_t={timestamp} — the timestamp (a cache-buster, with no-cache
 * headers on the server) is added per request, not to the key, so each poll is one cache entry.
 */
export const stagedListQueryOptions = (filter: StagedListFilter) => {
  const queryKey = [STAGED_QUERY_ROOT, { ...filter, search: filter.search || undefined }] as const;
  return queryOptions({
    queryKey,
    queryFn: async (): Promise<StagedListResponse> => {
      const url = urlFromQueryKey([STAGED_QUERY_ROOT, { ...queryKey[1], _t: Date.now() }]);
      return stagedListResponseSchema.parse(await apiGet(url));
    },
    // Spec §7: always stale and refetched on window focus; the previous page stays on screen.
    staleTime: 0,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
};

/**
 * The staged rows, polled every 3 s (spec §7/§9) while the tab is shown — with no deadline by
 * default, or until `stopWhen` holds (the AI tab polls only while its tracked rows are enhancing).
 */
export function useStagedProducts(
  filter: StagedListFilter,
  polling: Partial<Pick<PollingConfig<StagedListResponse>, 'stopWhen'>> & { enabled?: boolean } = {},
) {
  const { stopWhen, enabled = true } = polling;
  return usePollingQuery(
    { ...stagedListQueryOptions(filter), enabled },
    { intervalMs: STAGED_POLL_MS, deadlineMs: NO_DEADLINE, ...(stopWhen ? { stopWhen } : {}) },
  );
}
