import type { ImportHistory } from '@crossover/domain/imports';
import {
  IMPORT_HISTORY_PAGE,
  IMPORT_POLL_MS,
  IMPORT_POLL_STOP_MS,
  importHistorySchema,
} from '@crossover/domain/imports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import { usePollingQuery } from '@/lib/use-polling-query';

export const IMPORTS_QUERY_ROOT = '/api/csv-imports';

export const IMPORT_HISTORY_PAGE_SIZES = [25, 50, 100] as const;

export interface ImportHistoryPage {
  /** '' for the first page. */
  cursor: string;
  limit: number;
}

export const FIRST_HISTORY_PAGE: ImportHistoryPage = { cursor: '', limit: IMPORT_HISTORY_PAGE };

export const importHistoryQueryOptions = ({ cursor, limit }: ImportHistoryPage) => {
  const queryKey = [IMPORTS_QUERY_ROOT, { limit, cursor: cursor || undefined }] as const;
  return queryOptions({
    queryKey,
    queryFn: async () => {
      try {
        return importHistorySchema.parse(await apiGet(urlFromQueryKey(queryKey)));
      } catch (error) {
        // Spec §8: polling errors are only logged; the list keeps its rows, a first load shows its error.
        console.error('Failed to refresh the import history', error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
};

/**
 * GET /api/csv-imports, refreshed every 2 s while any import is processing and stopping 300,000 ms
 * after it started (back-office §4, §9); `restart` polls again once an import is started or retried.
 */
export function useImportHistory(page: ImportHistoryPage) {
  return usePollingQuery(importHistoryQueryOptions(page), {
    intervalMs: IMPORT_POLL_MS,
    deadlineMs: IMPORT_POLL_STOP_MS,
    stopWhen: (history: ImportHistory) => !history.anyProcessing,
  });
}
