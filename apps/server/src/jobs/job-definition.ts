import type { z } from 'zod';
import type { AiSettings } from '@/config.ts';
import type { Db } from '@/db/database.ts';
import type { ObjectStorage } from '@/lib/storage/types.ts';

/** What every job handler is given besides its own run: the app's services it may use. */
export interface JobServices {
  db: Db;
  /**
   * The app's object storage (uploaded files, e.g. an import's spreadsheet). Absent only where a
   * process started jobs without it (some tests); a job that needs it fails with a reason then.
   */
  storage?: ObjectStorage;
  /**
   * The AI provider's settings (config.ai): absent when none is configured, or where a process
   * started jobs without them (tests); enhancement then uses the offline enhancer.
   */
  ai?: AiSettings | undefined;
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
export interface JobRun<P, C> extends JobServices {
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
  /** Does the work; what it returns is stored as the row's `result`. */
  run(run: JobRun<P, C>): Promise<unknown>;
}

/** Maintenance on a timetable (cron, UTC), run once across all processes. No row: it is idempotent. */
export interface ScheduledJobDefinition {
  type: 'scheduled';
  kind: string;
  cron: string;
  run(services: JobServices): Promise<void>;
}

export type JobDefinition = TrackedJobDefinition<never, never> | ScheduledJobDefinition;

/** Declares a tracked job with its payload and cursor types checked. */
export function defineTrackedJob<P, C>(
  definition: Omit<TrackedJobDefinition<P, C>, 'type'>,
): TrackedJobDefinition<never, never> {
  return { type: 'tracked', ...definition } as unknown as TrackedJobDefinition<never, never>;
}

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
