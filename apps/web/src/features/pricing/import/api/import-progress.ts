import { JOB_POLL_MS } from '@crossover/domain/job-progress';
import { NO_DEADLINE, usePollingQuery } from '@/lib/use-polling-query';
import type { PricingImportDetail } from '../../shared/api';
import { fetchPricingImport, pricingImportUrl } from '../../shared/api';

/**
 * The import a Process Updates started, polled every second (as lib/use-job-progress.ts polls a
 * job) while it is 'processing': its `progress` drives the bar, its final status the results. The
 * job always ends (the queue fails a run that died), so there is no deadline.
 */
export function useImportProgress(importId: string | null) {
  return usePollingQuery(
    {
      queryKey: [pricingImportUrl(importId ?? ''), 'progress'],
      queryFn: () => fetchPricingImport(importId ?? ''),
      enabled: importId !== null,
      staleTime: 0,
    },
    {
      intervalMs: JOB_POLL_MS,
      deadlineMs: NO_DEADLINE,
      stopWhen: (detail: PricingImportDetail) => detail.status !== 'processing',
    },
  );
}
