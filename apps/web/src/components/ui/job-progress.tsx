import type { JobProgress } from '@crossover/domain/job-progress';
import type { z } from 'zod';
import { useJobProgress } from '@/lib/use-job-progress';

/**
 * A background job's progress as a status line ("Approving products: 300 of 5,000 done"), polled
 * until it ends; `onEnd` gets its last state once (to toast the result and refresh the lists).
 */
export function JobProgressStatus<R>({
  url,
  schema,
  message,
  onEnd,
}: {
  url: string;
  schema: z.ZodType<JobProgress<R>>;
  message: (processed: number, total: number) => string;
  onEnd: (job: JobProgress<R>) => void;
}) {
  const job = useJobProgress(url, schema, onEnd);
  return (
    <p role="status" className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {message(job.data?.processed ?? 0, job.data?.total ?? 0)}
    </p>
  );
}
