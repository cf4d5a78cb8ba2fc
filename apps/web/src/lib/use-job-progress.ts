import { JOB_POLL_MS, type JobProgress, jobEnded } from '@crossover/domain/job-progress';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { NO_DEADLINE, usePollingQuery } from '@/lib/use-polling-query';

/**
 * A background job a request started (202 with its id; decisions 0025, 0029): polled every second
 * at `url` until it ends (it always does: the job queue fails a run that died, decision 0011), and
 * `onEnd` called once with its last state.
 */
export function useJobProgress<R>(
  url: string,
  schema: z.ZodType<JobProgress<R>>,
  onEnd: (job: JobProgress<R>) => void,
) {
  const job = usePollingQuery(
    {
      queryKey: [url],
      queryFn: async (): Promise<JobProgress<R>> => schema.parse(await apiGet(url)),
      staleTime: 0,
    },
    { intervalMs: JOB_POLL_MS, deadlineMs: NO_DEADLINE, stopWhen: jobEnded },
  );
  const reported = useRef(false);
  const data = job.data;
  useEffect(() => {
    if (!data || reported.current || !jobEnded(data)) return;
    reported.current = true;
    onEnd(data);
  }, [data, onEnd]);
  return job;
}
