import type { z } from 'zod';
import type { JobProgress } from '@crossover/domain/job-progress';
import type { Db } from '@/db/database.ts';
import { findJobRow } from './job-rows.ts';

/**
 * A tracked job's progress as a screen follows it (domain job-progress.ts): status, processed of
 * total, the result once it succeeded (the answer the request would have given) and the last
 * reason once it failed. Undefined when no job of `kind` has that id.
 */
export async function readJobProgress<R>(
  db: Db,
  jobId: string,
  kind: string,
  resultSchema: z.ZodType<R>,
): Promise<JobProgress<R> | undefined> {
  const row = await findJobRow(db, jobId);
  if (!row || row.kind !== kind) return undefined;
  const status = row.status as JobProgress<R>['status'];
  const result = resultSchema.safeParse(row.result);
  return {
    jobId: row.id,
    status,
    processed: row.processed,
    total: row.total,
    result: status === 'succeeded' && result.success ? result.data : null,
    error: status === 'failed' ? (row.errorLog.at(-1) ?? null) : null,
  };
}
