import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/database.ts';
import type { AiSettings } from '@/config.ts';
import type { ObjectStorage } from '@/lib/storage/types.ts';
import { type JobDefinition, indexJobs, trackedJob } from './job-definition.ts';
import { type JobRow, findJobRow } from './job-rows.ts';
import { type EnqueueOptions, type JobQueue, type Jobs, createJobs } from './jobs.ts';
import { jobRegistry } from './registry.ts';
import { type RunOutcome, runTrackedJob } from './run-job.ts';

/** Jobs without a queue: dispatched jobs wait in a list until the test runs them. */
export interface InlineJobs extends Jobs {
  /** Ids dispatched and not yet run, oldest first. */
  readonly pending: readonly string[];
  /** Runs the dispatched jobs, retries included, one after another until none is left. */
  drain(): Promise<RunOutcome[]>;
  /** Enqueues a job, runs it to the end and returns its row. */
  runNow(kind: string, payload: unknown, options?: EnqueueOptions): Promise<JobRow>;
  /** Runs a scheduled job's handler once. */
  runScheduled(kind: string): Promise<void>;
  /** Delivers one job once, as the queue would (for tests of duplicates and crashes). */
  deliver(id: string): Promise<RunOutcome>;
  /** The queue side, for reconciler tests. */
  readonly queue: JobQueue;
}

/**
 * The jobs handle for tests: the same rows and the same run logic as the pg-boss runtime, but
 * nothing runs until the test says so, so tests stay fast and deterministic (no polling, no timers).
 */
export function createInlineJobs(
  db: Db,
  definitions: readonly JobDefinition[] = jobRegistry,
  options: { heartbeatSeconds?: number; storage?: ObjectStorage; ai?: AiSettings | undefined } = {},
): InlineJobs {
  const byKind = indexJobs(definitions);
  const waiting: { rowId: string; queueJobId: string }[] = [];
  const queue: JobQueue = {
    async send(_kind, rowId) {
      if (waiting.some((entry) => entry.rowId === rowId)) return null;
      const queueJobId = randomUUID();
      waiting.push({ rowId, queueJobId });
      return queueJobId;
    },
    async stateOf(_kind, queueJobId) {
      return waiting.some((entry) => entry.queueJobId === queueJobId) ? 'created' : null;
    },
  };
  const jobs = createJobs(db, byKind, queue);

  const deliver = async (id: string): Promise<RunOutcome> => {
    const row = await findJobRow(db, id);
    if (!row) throw new Error(`no background job ${id}`);
    return runTrackedJob(trackedJob(byKind, row.kind), { db, storage: options.storage, ai: options.ai }, id, {
      heartbeatSeconds: options.heartbeatSeconds ?? 30,
    });
  };

  const inline: InlineJobs = {
    ...jobs,
    queue,
    get pending() {
      return waiting.map((entry) => entry.rowId);
    },
    deliver,
    async drain() {
      const outcomes: RunOutcome[] = [];
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        const outcome = await deliver(next.rowId);
        outcomes.push(outcome);
        if (outcome === 'retry') await queue.send('', next.rowId);
      }
      return outcomes;
    },
    async runNow(kind, payload, enqueueOptions) {
      const id = await jobs.enqueue(kind, payload, enqueueOptions);
      await inline.drain();
      return (await findJobRow(db, id))!;
    },
    async runScheduled(kind) {
      const definition = byKind.get(kind);
      if (definition?.type !== 'scheduled') throw new Error(`no scheduled job is named ${kind}`);
      await definition.run({ db, storage: options.storage, ai: options.ai });
    },
  };
  return inline;
}
