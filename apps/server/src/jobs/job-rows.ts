import { and, desc, eq, inArray, lt, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { type StartedBy, backgroundJobs } from '@/db/schema/background-jobs.ts';

/** The queries on background_jobs; run-job.ts and reconcile.ts decide when to use them. */

export type JobRow = typeof backgroundJobs.$inferSelect;

/** The error log keeps this many messages; error_count still counts every one. */
export const ERROR_LOG_LIMIT = 100;

export async function insertJobRow(
  db: Db,
  values: {
    kind: string;
    payload: unknown;
    maxAttempts: number;
    startedBy: StartedBy;
    total?: number | null;
  },
): Promise<JobRow> {
  const [row] = await db
    .insert(backgroundJobs)
    .values({
      kind: values.kind,
      payload: values.payload ?? {},
      maxAttempts: values.maxAttempts,
      createdBy: values.startedBy.userId,
      startedBy: values.startedBy,
      total: values.total ?? null,
    })
    .returning();
  return row!;
}

/** The latest queued or running job of a kind (exclusive jobs have at most one). */
export async function activeJobOf(db: Db, kind: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.kind, kind), inArray(backgroundJobs.status, ['queued', 'running'])))
    .orderBy(desc(backgroundJobs.createdAt))
    .limit(1);
  return row;
}

export async function findJobRow(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
  return row;
}

const stale = (staleSeconds: number) =>
  or(
    isNull(backgroundJobs.heartbeatAt),
    lt(backgroundJobs.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
  );

/**
 * Takes the row for one run: a queued row, or a running one whose heartbeat went stale (its
 * process is gone), while attempts remain. The new attempt number is the claim: every later write
 * of this run names it, so a run that lost its claim cannot write over its successor's.
 */
export async function claimJobRow(db: Db, id: string, staleSeconds: number): Promise<JobRow | undefined> {
  const [row] = await db
    .update(backgroundJobs)
    .set({
      status: 'running',
      attempts: sql`${backgroundJobs.attempts} + 1`,
      startedAt: sql`coalesce(${backgroundJobs.startedAt}, now())`,
      heartbeatAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(backgroundJobs.id, id),
        lt(backgroundJobs.attempts, backgroundJobs.maxAttempts),
        or(
          eq(backgroundJobs.status, 'queued'),
          and(eq(backgroundJobs.status, 'running'), stale(staleSeconds)),
        ),
      ),
    )
    .returning();
  return row;
}

/** The row as long as this attempt still holds it. */
const held = (id: string, attempt: number) =>
  and(eq(backgroundJobs.id, id), eq(backgroundJobs.attempts, attempt), eq(backgroundJobs.status, 'running'));

type HeldUpdate = Partial<Omit<JobRow, 'id' | 'kind' | 'attempts'>>;

/** Updates the row if this attempt still holds it; false when another run (or the reconciler) took it. */
export async function updateHeldRow(
  db: Db,
  id: string,
  attempt: number,
  values: HeldUpdate,
): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({ ...values, heartbeatAt: sql`now()`, updatedAt: sql`now()` })
    .where(held(id, attempt))
    .returning({ id: backgroundJobs.id });
  return rows.length === 1;
}

/** The log with new messages added, bounded: the first ERROR_LOG_LIMIT are kept. */
export function appendErrors(log: readonly string[], count: number, errors: readonly string[]) {
  const room = Math.max(0, ERROR_LOG_LIMIT - log.length);
  return { errorLog: [...log, ...errors.slice(0, room)], errorCount: count + errors.length };
}

/**
 * Fails a running row whose last attempt was interrupted (its process stopped). Conditional on
 * the attempt seen, so a run that is in fact alive and claimed it again is left alone.
 */
export async function failInterruptedRow(db: Db, row: JobRow, staleSeconds: number): Promise<boolean> {
  const reason = `Interrupted: the process running attempt ${row.attempts} of ${row.maxAttempts} stopped before it finished; no attempts are left.`;
  const { errorLog, errorCount } = appendErrors(row.errorLog, row.errorCount, [reason]);
  const rows = await db
    .update(backgroundJobs)
    .set({ status: 'failed', errorLog, errorCount, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(backgroundJobs.id, row.id),
        eq(backgroundJobs.status, 'running'),
        eq(backgroundJobs.attempts, row.attempts),
        stale(staleSeconds),
      ),
    )
    .returning({ id: backgroundJobs.id });
  return rows.length === 1;
}

/** Rows that may have lost their queue job: queued for a while, or running with a stale heartbeat. */
export async function findRowsToReconcile(
  db: Db,
  {
    staleSeconds,
    queuedGraceSeconds,
    limit,
  }: { staleSeconds: number; queuedGraceSeconds: number; limit: number },
): Promise<JobRow[]> {
  return db
    .select()
    .from(backgroundJobs)
    .where(
      or(
        and(
          eq(backgroundJobs.status, 'queued'),
          lt(backgroundJobs.updatedAt, sql`now() - make_interval(secs => ${queuedGraceSeconds})`),
        ),
        and(eq(backgroundJobs.status, 'running'), stale(staleSeconds)),
      ),
    )
    .orderBy(backgroundJobs.createdAt)
    .limit(limit);
}

/** Puts a stale running row back in the queue (its cursor and progress stay). */
export async function requeueStaleRow(db: Db, row: JobRow, staleSeconds: number): Promise<boolean> {
  if (row.status === 'queued') return true;
  const rows = await db
    .update(backgroundJobs)
    .set({ status: 'queued', updatedAt: sql`now()` })
    .where(
      and(
        eq(backgroundJobs.id, row.id),
        eq(backgroundJobs.status, 'running'),
        eq(backgroundJobs.attempts, row.attempts),
        stale(staleSeconds),
      ),
    )
    .returning({ id: backgroundJobs.id });
  return rows.length === 1;
}

export async function setQueueJobId(db: Db, id: string, queueJobId: string): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ queueJobId })
    .where(and(eq(backgroundJobs.id, id), inArray(backgroundJobs.status, ['queued', 'running'])));
}

/** Gives back the attempt of a run stopped from outside: the row is queued again, cursor kept. */
export async function releaseHeldRow(db: Db, id: string, attempt: number): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ status: 'queued', attempts: attempt - 1, updatedAt: sql`now()` })
    .where(held(id, attempt));
}
