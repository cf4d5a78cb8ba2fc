import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import type { Actor } from '@/lib/actor.ts';
import {
  DEFAULT_MAX_ATTEMPTS,
  type JobDefinition,
  type TrackedJobDefinition,
  trackedJob,
} from './job-definition.ts';
import { startedByOf } from './job-actor.ts';
import { type JobRow, activeJobOf, findJobRow, insertJobRow, setQueueJobId } from './job-rows.ts';
import { withTx } from '@/db/with-tx.ts';
import { sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors.ts';

/**
 * Starting an exclusive job while one of its kind is queued or running: a 409 whose body names
 * the running job (`jobId`), so a screen can follow it instead.
 */
export class JobAlreadyRunning extends AppError {
  constructor(
    message: string,
    readonly jobId: string,
  ) {
    super(409, message);
    this.name = 'JobAlreadyRunning';
  }
}

/** A queue job's state, as pg-boss names them. */
export type QueueState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** What the rows need from a queue: pg-boss in the app and worker, a list in tests. */
export interface JobQueue {
  /** Hands a row to the queue; null when a queue job for the row is already waiting or running. */
  send(kind: string, rowId: string): Promise<string | null>;
  /** The queue job's state; null when the queue no longer has it. */
  stateOf(kind: string, queueJobId: string): Promise<QueueState | null>;
}

export interface StartOptions {
  /** Who starts the work: the job runs as them (`run.actor`), the row's created_by names them. */
  actor: Actor;
  total?: number | null;
}

/**
 * How services start tracked jobs: by the job's definition, so the payload is typed from it
 * (`jobs.start(importJob, { importId }, { actor })`; a wrong payload is a compile error). The
 * registered definition of that kind parses the payload again before the row is written.
 */
export interface Jobs {
  /** Writes the job's row, commits it, then hands it to the queue. Returns the row id. */
  start<P, C>(job: TrackedJobDefinition<P, C>, payload: NoInfer<P>, options: StartOptions): Promise<string>;
  /**
   * Only writes the row, inside the caller's transaction (with the domain row it belongs to).
   * Call `dispatch(id)` after the transaction commits: on the embedded database a queue call
   * inside a transaction waits forever. If the process dies in between, the reconciler sends it.
   */
  create<P, C>(
    tx: Db,
    job: TrackedJobDefinition<P, C>,
    payload: NoInfer<P>,
    options: StartOptions,
  ): Promise<string>;
  dispatch(id: string): Promise<void>;
  /** The queued or running job of this kind (the latest one), or null: what an active-job endpoint answers. */
  active(kind: string): Promise<JobRow | null>;
}

export function createJobs(db: Db, byKind: Map<string, JobDefinition>, queue: JobQueue): Jobs {
  const jobs: Jobs = {
    async create(tx, job, payload, options) {
      const definition = trackedJob(byKind, job.kind);
      if (definition.exclusive) {
        // Two starts at once: the second waits here until the first commits, then sees its row.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`background_jobs:${definition.kind}`}))`,
        );
        const running = await activeJobOf(tx, definition.kind);
        if (running)
          throw new JobAlreadyRunning(definition.busyMessage ?? 'This job is already running', running.id);
      }
      const row = await insertJobRow(tx, {
        kind: definition.kind,
        payload: definition.payload.parse(payload),
        maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        startedBy: startedByOf(options.actor),
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
    async start(job, payload, options) {
      // An exclusive job's check and row commit together (its lock lasts for the transaction).
      const id = await withTx(db, (tx) => jobs.create(tx, job, payload, options));
      await jobs.dispatch(id);
      return id;
    },
    async active(kind) {
      return (await activeJobOf(db, kind)) ?? null;
    },
  };
  return jobs;
}

/**
 * What works the jobs (pg-boss in runtime.ts, the inline runner in tests): the services' handle
 * plus the context its handlers get. buildApp (and worker.ts) hand it the context it is part of;
 * nothing runs before that.
 */
export interface JobRunner extends Jobs {
  useContext(context: AppContext): Promise<void>;
}
