import type { Db } from '@/db/database.ts';
import { DEFAULT_MAX_ATTEMPTS, type JobDefinition, trackedJob } from './job-definition.ts';
import { findJobRow, insertJobRow, setQueueJobId } from './job-rows.ts';

/** A queue job's state, as pg-boss names them. */
export type QueueState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** What the rows need from a queue: pg-boss in the app and worker, a list in tests. */
export interface JobQueue {
  /** Hands a row to the queue; null when a queue job for the row is already waiting or running. */
  send(kind: string, rowId: string): Promise<string | null>;
  /** The queue job's state; null when the queue no longer has it. */
  stateOf(kind: string, queueJobId: string): Promise<QueueState | null>;
}

export interface EnqueueOptions {
  createdBy?: string | null;
  total?: number | null;
}

/** How services start tracked jobs. */
export interface Jobs {
  /** Writes the job's row, commits it, then hands it to the queue. Returns the row id. */
  enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
  /**
   * Only writes the row, inside the caller's transaction (with the domain row it belongs to).
   * Call `dispatch(id)` after the transaction commits: on the embedded database a queue call
   * inside a transaction waits forever. If the process dies in between, the reconciler sends it.
   */
  create(tx: Db, kind: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
  dispatch(id: string): Promise<void>;
}

export function createJobs(db: Db, byKind: Map<string, JobDefinition>, queue: JobQueue): Jobs {
  const jobs: Jobs = {
    async create(tx, kind, payload, options = {}) {
      const definition = trackedJob(byKind, kind);
      const row = await insertJobRow(tx, {
        kind,
        payload: definition.payload.parse(payload),
        maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        createdBy: options.createdBy,
        total: options.total,
      });
      return row.id;
    },
    async dispatch(id) {
      const row = await findJobRow(db, id);
      if (!row) throw new Error(`no background job ${id}`);
      const queueJobId = await queue.send(row.kind, id);
      if (queueJobId) await setQueueJobId(db, id, queueJobId);
    },
    async enqueue(kind, payload, options) {
      const id = await jobs.create(db, kind, payload, options);
      await jobs.dispatch(id);
      return id;
    },
  };
  return jobs;
}
