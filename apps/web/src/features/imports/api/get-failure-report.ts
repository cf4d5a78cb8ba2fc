import { failureReportSchema } from '@crossover/domain/imports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const failureReportQueryOptions = (importId: string) =>
  queryOptions({
    queryKey: ['/api/csv-import', importId, 'failure-report'] as const,
    queryFn: async () =>
      failureReportSchema.parse(
        await apiGet(`/api/csv-import/${encodeURIComponent(importId)}/failure-report`),
      ),
    // A retried import changes its report: fetch it fresh each time the modal opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** GET /api/csv-import/{id}/failure-report, while the modal for that import is open. */
export function useFailureReport(importId: string | null) {
  return useQuery({ ...failureReportQueryOptions(importId ?? ''), enabled: importId !== null });
}
