import type { z } from 'zod';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import type { Actor } from '@/lib/actor.ts';

/**
 * What every job handler is given: the app's context (decision 0032), the same one services are
 * built from, with its logger bound to the job's kind (and id, for a tracked job). Build services
 * from it as a request does: `createStagingService(run.context)`.
 */
export interface JobContext {
  context: AppContext;
}

/** What one batch of a tracked job reports when it commits. */
export interface BatchOutcome<C> {
  /** Where the next batch starts; stored in the job's row in the same transaction as the work. */
  cursor: C;
  /** Units this batch completed (added to `processed`). */
  processed: number;
  /** Per-unit problems worth showing; kept in the row's bounded error log. */
  errors?: string[];
}

/** One attempt at a tracked job, as its handler sees it. */
export interface JobRun<P, C> extends JobContext {
  /**
   * The user who started the job, rebuilt from the users table when the run starts (current role
   * and organization; the admin behind an emulation too): write audit entries with
   * `auditedBy(run.actor)`, check permissions with it. A starter deleted since fails the job.
   */
  actor: Actor;
  /** The background_jobs row id. */
  id: string;
  payload: P;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  /** Where the last committed batch stopped; null on a fresh job. A retry starts here. */
  cursor: C | null;
  processed: number;
  total: number | null;
  /** Aborted when the queue takes the job away (expired, heartbeat lost) or the process stops. */
  signal: AbortSignal;
  /** Records how many units there are in all, once the job knows. */
  setTotal(total: number): Promise<void>;
  /**
   * Runs `work` in one transaction together with the row's new cursor and count, so a unit's
   * effect and the record that it is done commit (or vanish) together: a retry never redoes a
   * committed unit and never skips an uncommitted one. Commit every ~500 units: on the embedded
   * database nothing else runs while a transaction is open.
   */
  commitBatch(work: (tx: Db) => Promise<BatchOutcome<C>>): Promise<void>;
}

/**
 * A job with a row in background_jobs: status, progress, error log, attempts. The screens poll
 * the row (or a domain table the job also updates in its batches), never the queue.
 */
export interface TrackedJobDefinition<P = unknown, C = unknown> {
  type: 'tracked';
  /** Unique name; also the pg-boss queue ('csv-import'). */
  kind: string;
  payload: z.ZodType<P>;
  /** Runs in all, crashes included, before the row is failed. Default 3. */
  maxAttempts?: number;
  /** Seconds before a failed run is retried. Default 5. */
  retryDelaySeconds?: number;
  /** Upper bound on one run, heartbeats or not. Default one hour. */
  expireInSeconds?: number;
  /**
   * One at a time (an image search, a migration): starting one while another of this kind is
   * queued or running throws JobAlreadyRunning (409, naming the running job) instead.
   */
  exclusive?: boolean;
  /** The 409's message for an exclusive job ('An image search is already running'). */
  busyMessage?: string;
  /** Does the work; what it returns is stored as the row's `result`. */
  run(run: JobRun<P, C>): Promise<unknown>;
}

/**
 * Maintenance on a timetable (cron, UTC), run once across all processes. No row: it is idempotent.
 * It has no actor: nobody started it, and the code base has no system user an Actor could name
 * (an Actor is a users row). Work a user scheduled (an import applied on its date) is acted as
 * that user: load them with `loadActor` (job-actor.ts).
 */
export interface ScheduledJobDefinition {
  type: 'scheduled';
  kind: string;
  cron: string;
  run(run: JobContext): Promise<void>;
}

/** Any registered job; a tracked one's payload and cursor types are checked where it is defined and started. */
export type JobDefinition = TrackedJobDefinition<unknown, unknown> | ScheduledJobDefinition;

/**
 * Declares a tracked job with its payload and cursor types checked. The definition is also what
 * starts it, typed: `jobs.start(importJob, { importId }, { actor })` (a wrong payload does not compile).
 */
export function defineTrackedJob<P, C>(
  definition: Omit<TrackedJobDefinition<P, C>, 'type'>,
): TrackedJobDefinition<P, C> {
  return { type: 'tracked', ...definition };
}

/** The payload a tracked job takes: `PayloadOf<typeof importJob>` is `{ importId: string }`. */
export type PayloadOf<J> = J extends TrackedJobDefinition<infer P, infer _C> ? P : never;

export function defineScheduledJob(definition: Omit<ScheduledJobDefinition, 'type'>): ScheduledJobDefinition {
  return { type: 'scheduled', ...definition };
}

export const DEFAULT_MAX_ATTEMPTS = 3;

/** The registry as a lookup; refuses two jobs with one kind. */
export function indexJobs(definitions: readonly JobDefinition[]): Map<string, JobDefinition> {
  const byKind = new Map<string, JobDefinition>();
  for (const definition of definitions) {
    if (byKind.has(definition.kind)) throw new Error(`two jobs are named ${definition.kind}`);
    byKind.set(definition.kind, definition);
  }
  return byKind;
}

export function trackedJob(
  byKind: Map<string, JobDefinition>,
  kind: string,
): TrackedJobDefinition<unknown, unknown> {
  const definition = byKind.get(kind);
  if (!definition || definition.type !== 'tracked') throw new Error(`no tracked job is named ${kind}`);
  return definition as unknown as TrackedJobDefinition<unknown, unknown>;
}
