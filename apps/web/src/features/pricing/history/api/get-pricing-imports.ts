import { queryOptions, useQuery } from '@tanstack/react-query';
import { NO_DEADLINE, usePollingQuery } from '@/lib/use-polling-query';
import { PRICING_IMPORTS_URL, fetchPricingImport, fetchPricingImports } from '../../shared/api';

/** Back-office §9: the import history refreshes every 5 s. */
export const PRICING_HISTORY_POLL_MS = 5_000;

export const pricingImportsQueryOptions = () =>
  queryOptions({
    queryKey: [PRICING_IMPORTS_URL],
    queryFn: async () => {
      try {
        return await fetchPricingImports();
      } catch (error) {
        // Spec §8: polling errors are only logged; the rows stay, a first load shows its error.
        console.error('Failed to refresh the pricing import history', error);
        throw error;
      }
    },
  });

/** GET /api/pricing-imports every 5 s for as long as the history is on screen. */
export function usePricingImports() {
  return usePollingQuery(pricingImportsQueryOptions(), {
    intervalMs: PRICING_HISTORY_POLL_MS,
    deadlineMs: NO_DEADLINE,
  });
}

/** GET /api/pricing-imports/{id}: one import with its changes (the details dialog). */
export function usePricingImport(id: string | null) {
  return useQuery({
    queryKey: [PRICING_IMPORTS_URL, id ?? ''],
    queryFn: () => fetchPricingImport(id ?? ''),
    enabled: id !== null,
  });
}

/** While a large rollback runs (202): the import polled every second until it is no longer rolling back. */
export const ROLLBACK_POLL_MS = 1_000;

export function useRollbackProgress(id: string) {
  return usePollingQuery(
    {
      queryKey: [PRICING_IMPORTS_URL, id, 'rollback'],
      queryFn: () => fetchPricingImport(id),
      staleTime: 0,
    },
    {
      intervalMs: ROLLBACK_POLL_MS,
      deadlineMs: NO_DEADLINE,
      stopWhen: (record) => record.status !== 'rolling_back',
    },
  );
}
