import {
  APPROVAL_JOB_MESSAGES,
  type ApprovalJob,
  approvalProgressMessage,
} from '@crossover/domain/staged-approval-job';
import { type StagedBulkResponse, STAGED_MESSAGES } from '@crossover/domain/staged-products';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useApprovalJob } from '../api/approval-job';
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
  const job = useApprovalJob(jobId);
  const invalidate = useInvalidateAfterReview();
  const reported = useRef(false);
  const data: ApprovalJob | undefined = job.data;

  useEffect(() => {
    if (!data || reported.current || (data.status !== 'succeeded' && data.status !== 'failed')) return;
    reported.current = true;
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
  }, [data, invalidate, onDone]);

  return (
    <p role="status" className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {approvalProgressMessage(data?.processed ?? 0, data?.total ?? 0)}
    </p>
  );
}
