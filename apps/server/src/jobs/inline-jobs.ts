import { randomUUID } from 'node:crypto';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { type JobDefinition, type TrackedJobDefinition, indexJobs, trackedJob } from './job-definition.ts';
import { bindLogger } from './job-logger.ts';
import { type JobRow, findJobRow } from './job-rows.ts';
import { type JobQueue, type JobRunner, type StartOptions, createJobs } from './jobs.ts';
import { jobRegistry } from './registry.ts';
import { type RunOutcome, runTrackedJob } from './run-job.ts';

/** Jobs without a queue: dispatched jobs wait in a list until the test runs them. */
export interface InlineJobs extends JobRunner {
  /** Ids dispatched and not yet run, oldest first. */
  readonly pending: readonly string[];
  /** Runs the dispatched jobs, retries included, one after another until none is left. */
  drain(): Promise<RunOutcome[]>;
  /** Starts a job, runs it to the end and returns its row. */
  runNow<P, C>(job: TrackedJobDefinition<P, C>, payload: NoInfer<P>, options: StartOptions): Promise<JobRow>;
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
 * Handlers get the context given to `useContext` (buildApp gives its own; test/jobs/job-context.ts
 * makes one without the app).
 */
export function createInlineJobs(
  db: Db,
  definitions: readonly JobDefinition[] = jobRegistry,
  options: { heartbeatSeconds?: number } = {},
): InlineJobs {
  let context: AppContext | undefined;
  const contextOrFail = () => {
    if (!context) throw new Error('the inline jobs have no context yet: buildApp or useContext gives it');
    return context;
  };
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
    return runTrackedJob(trackedJob(byKind, row.kind), contextOrFail(), id, {
      heartbeatSeconds: options.heartbeatSeconds ?? 30,
    });
  };

  const inline: InlineJobs = {
    ...jobs,
    queue,
    async useContext(given) {
      context = given;
    },
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
    async runNow(job, payload, startOptions) {
      const id = await jobs.start(job, payload, startOptions);
      await inline.drain();
      return (await findJobRow(db, id))!;
    },
    async runScheduled(kind) {
      const definition = byKind.get(kind);
      if (definition?.type !== 'scheduled') throw new Error(`no scheduled job is named ${kind}`);
      const given = contextOrFail();
      await definition.run({ context: { ...given, logger: bindLogger(given.logger, { job: kind }) } });
    },
  };
  return inline;
}
