import type { JobProgress } from '@crossover/domain/job-progress';
import {
  APPROVAL_JOB_MESSAGES,
  approvalJobSchema,
  approvalProgressMessage,
} from '@crossover/domain/staged-approval-job';
import { type StagedBulkResponse, STAGED_MESSAGES } from '@crossover/domain/staged-products';
import { useCallback } from 'react';
import { JobProgressStatus } from '@/components/ui/job-progress';
import { toast } from '@/components/ui/use-toast';
import { useInvalidateAfterReview } from '../api/staged-bulk';

/**
 * A large approval running as a job (issue 15): its progress as a status line, and when it ends
 * the same toast as an approval in the request (or why it stopped); the lists refresh then.
 */
export function ApprovalProgress({
  jobId,
  onDone,
}: {
  jobId: string;
  onDone: (answer: StagedBulkResponse | null) => void;
}) {
  const invalidate = useInvalidateAfterReview();
  const onEnd = useCallback(
    (data: JobProgress<StagedBulkResponse>) => {
      if (data.status === 'succeeded' && data.result) {
        toast({
          title: data.result.message,
          ...(data.result.skipped > 0 && data.result.problems[0]
            ? {
                description: `${data.result.skipped.toLocaleString('en-US')} not approved: ${data.result.problems[0].message}`,
              }
            : {}),
        });
      } else {
        toast({
          title: APPROVAL_JOB_MESSAGES.failedTitle,
          description: data.error ?? STAGED_MESSAGES.approveFailed,
          variant: 'destructive',
        });
      }
      // Rounds committed before a failure are approved: refresh either way.
      void invalidate({ approved: data.result?.approved ?? data.processed, deleted: 0 });
      onDone(data.result);
    },
    [invalidate, onDone],
  );

  return (
    <JobProgressStatus
      url={`/api/scraper/staged-bulk/${encodeURIComponent(jobId)}`}
      schema={approvalJobSchema}
      message={approvalProgressMessage}
      onEnd={onEnd}
    />
  );
}
