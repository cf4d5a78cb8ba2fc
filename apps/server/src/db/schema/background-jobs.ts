import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Who started a tracked job, kept so its run can act as them (jobs/job-actor.ts): the user acted
 * as, the signed-in user behind them (an admin while emulating; else the same) and the client's
 * address. Ids, not foreign keys: a user deleted since is noticed at run time, and the job fails.
 */
export interface StartedBy {
  userId: string;
  realUserId: string;
  ip: string;
}

/**
 * One row per tracked background job: the only place its progress is read from (screens never
 * read pg-boss). Written by src/jobs/run-job.ts; docs/decisions/0010-background-jobs.md has the
 * conventions. A job's work commits in batches together with `cursor` and `processed`, so a retry
 * resumes where the last committed batch stopped.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: idColumn(),
    /** The job's name in the registry, also its pg-boss queue. */
    kind: text('kind').notNull(),
    /** queued, running, succeeded or failed */
    status: text('status').notNull().default('queued'),
    processed: integer('processed').notNull().default(0),
    /** Units of work in all; null until the job knows. */
    total: integer('total'),
    /** Where the next batch starts; only the job's own code interprets it. */
    cursor: jsonb('cursor'),
    /** The first errors (bounded); error_count counts them all. */
    errorLog: jsonb('error_log').$type<string[]>().notNull().default([]),
    errorCount: integer('error_count').notNull().default(0),
    /** Runs started so far; each run claims the row by incrementing it. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    payload: jsonb('payload').notNull().default({}),
    result: jsonb('result'),
    /** The pg-boss job currently carrying this row, for the reconciler. */
    queueJobId: text('queue_job_id'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who started it (null only on rows older than migration 0017 without a creator). */
    startedBy: jsonb('started_by').$type<StartedBy>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Refreshed by a running job; stale means its process is gone. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('background_jobs_status_idx').on(t.status, t.heartbeatAt),
    index('background_jobs_kind_created_idx').on(t.kind, t.createdAt),
    index('background_jobs_created_by_idx').on(t.createdBy),
  ],
);
