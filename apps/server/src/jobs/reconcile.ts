import type { Db } from '@/db/database.ts';
import { failInterruptedRow, findRowsToReconcile, requeueStaleRow, setQueueJobId } from './job-rows.ts';
import type { JobQueue } from './jobs.ts';

export interface ReconcileOptions {
  staleSeconds: number;
  /** A queued row younger than this may still be on its way to the queue. */
  queuedGraceSeconds?: number;
  limit?: number;
}

export interface ReconcileResult {
  resent: number;
  failed: number;
}

const LIVE_STATES = new Set(['created', 'retry', 'active']);

/**
 * The safety net under the queue. A row can be left without a live queue job when the process
 * died between committing the row and sending it, or when the queue settled a job whose run never
 * reached the row (a crash before the claim, a delivery that found the row still looking alive).
 * Each such row is sent again (its cursor keeps the work done) or, with no attempts left,
 * failed with the reason. Rows whose queue job is still live are the queue's to expire or retry.
 * Every step is conditional on the row not having moved, so processes may run this at once.
 */
export async function reconcileJobs(
  db: Db,
  queue: JobQueue,
  options: ReconcileOptions,
): Promise<ReconcileResult> {
  const rows = await findRowsToReconcile(db, {
    staleSeconds: options.staleSeconds,
    queuedGraceSeconds: options.queuedGraceSeconds ?? 30,
    limit: options.limit ?? 200,
  });
  const result: ReconcileResult = { resent: 0, failed: 0 };
  for (const row of rows) {
    const state = row.queueJobId ? await queue.stateOf(row.kind, row.queueJobId) : null;
    if (state && LIVE_STATES.has(state)) continue;
    if (row.status === 'running' && row.attempts >= row.maxAttempts) {
      if (await failInterruptedRow(db, row, options.staleSeconds)) result.failed += 1;
      continue;
    }
    if (!(await requeueStaleRow(db, row, options.staleSeconds))) continue;
    const queueJobId = await queue.send(row.kind, row.id);
    if (queueJobId) {
      await setQueueJobId(db, row.id, queueJobId);
      result.resent += 1;
    }
  }
  return result;
}
