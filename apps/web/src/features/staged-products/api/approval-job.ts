import {
  APPROVAL_POLL_MS,
  type ApprovalJob,
  approvalJobEnded,
  approvalJobSchema,
} from '@crossover/domain/staged-approval-job';
import { apiGet } from '@/lib/api-client';
import { NO_DEADLINE, usePollingQuery } from '@/lib/use-polling-query';

/**
 * GET /api/scraper/staged-bulk/{jobId}: a large approval's progress, polled every second until the
 * job ends (it always does: the job queue fails a run that died, decision 0011).
 */
export function useApprovalJob(jobId: string) {
  return usePollingQuery(
    {
      queryKey: ['/api/scraper/staged-bulk', jobId],
      queryFn: async (): Promise<ApprovalJob> =>
        approvalJobSchema.parse(await apiGet(`/api/scraper/staged-bulk/${encodeURIComponent(jobId)}`)),
      staleTime: 0,
    },
    { intervalMs: APPROVAL_POLL_MS, deadlineMs: NO_DEADLINE, stopWhen: approvalJobEnded },
  );
}
