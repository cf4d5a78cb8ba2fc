import { BULK_MESSAGES } from '@crossover/domain/bulk-products';
import {
  BULK_JOB_MESSAGES,
  type BulkJob,
  type BulkJobStarted,
  bulkJobProgressMessage,
  bulkJobSchema,
} from '@crossover/domain/bulk-products-job';
import { useCallback } from 'react';
import { JobProgressStatus } from '@/components/ui/job-progress';
import { toast } from '@/components/ui/use-toast';
import { useInvalidateProducts } from '../api/save-product';

/**
 * A large bulk update or delete running as a job (issue 15, decision 0029): its progress as a
 * status line, and when it ends the same toast as in the request (or why it stopped); the lists
 * refresh either way (rounds committed before a failure stay done).
 */
export function BulkJobProgress({
  job,
  onDone,
}: {
  job: BulkJobStarted;
  onDone: (succeeded: boolean) => void;
}) {
  const invalidate = useInvalidateProducts();
  const { action } = job;
  const onEnd = useCallback(
    (data: Pick<BulkJob, 'status' | 'result' | 'error'>) => {
      if (data.status === 'succeeded' && data.result) {
        toast({ title: 'Success', description: data.result.message });
      } else {
        const update = action === 'update';
        toast({
          title: update ? BULK_JOB_MESSAGES.updateStoppedTitle : BULK_JOB_MESSAGES.deleteStoppedTitle,
          description: data.error ?? (update ? BULK_MESSAGES.updateFailed : BULK_MESSAGES.deleteFailed),
          variant: 'destructive',
        });
      }
      void invalidate();
      onDone(data.status === 'succeeded');
    },
    [action, invalidate, onDone],
  );
  const message = useCallback(
    (processed: number, total: number) => bulkJobProgressMessage(action, processed, total),
    [action],
  );
  return (
    <JobProgressStatus
      url={`/api/products/bulk-jobs/${encodeURIComponent(job.jobId)}`}
      schema={bulkJobSchema}
      message={message}
      onEnd={onEnd}
    />
  );
}
