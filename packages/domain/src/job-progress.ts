import { z } from 'zod';

/**
 * Where a tracked job that answers for a request is (decisions 0011, 0025, 0029): a large
 * approval, bulk update or bulk delete answers 202 with the job's id, and its screen polls
 * GET …/{jobId} until the job ends. `result` is the answer the request would have given in-request,
 * once the job succeeded; `error` the last reason when it failed.
 */

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
/** How often a screen asks for a running job's progress. */
export const JOB_POLL_MS = 1_000;

export function jobProgressSchema<R extends z.ZodType>(result: R) {
  return z.object({
    jobId: z.string(),
    status: z.enum(JOB_STATUSES),
    processed: z.number().int(),
    total: z.number().int().nullable(),
    result: result.nullable(),
    error: z.string().nullable(),
  });
}

export interface JobProgress<R> {
  jobId: string;
  status: (typeof JOB_STATUSES)[number];
  processed: number;
  total: number | null;
  result: R | null;
  error: string | null;
}

export const jobEnded = (job: Pick<JobProgress<unknown>, 'status'>) =>
  job.status === 'succeeded' || job.status === 'failed';
