import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { ZodError } from 'zod';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { CHECKPOINT_AFTER_ROWS, checkpointEmbedded } from '@/lib/db/checkpoint.ts';
import { JobCannotRunError, loadActor } from './job-actor.ts';
import type { JobRun, TrackedJobDefinition } from './job-definition.ts';
import { bindLogger } from './job-logger.ts';
import {
  appendErrors,
  claimJobRow,
  failInterruptedRow,
  findJobRow,
  releaseHeldRow,
  updateHeldRow,
} from './job-rows.ts';

/** How one delivery of a tracked job ended; 'retry' asks the queue to deliver it again. */
export type RunOutcome = 'succeeded' | 'failed' | 'retry' | 'skipped';

/**
 * Liveness timing, from the queue's heartbeatSeconds. A running job refreshes its row (and pg-boss
 * its queue job) every quarter of it; a row unrefreshed for three quarters is stale, so by the time
 * pg-boss gives a dead run's job out again its row is already claimable.
 */
export function livenessTiming(heartbeatSeconds: number) {
  return { refreshSeconds: heartbeatSeconds / 4, staleSeconds: (heartbeatSeconds * 3) / 4 };
}

export interface RunOptions {
  heartbeatSeconds: number;
  signal?: AbortSignal;
}

/** Thrown inside a batch when this run no longer holds the row: the batch rolls back. */
class LostClaimError extends Error {
  constructor(id: string) {
    super(`job ${id} was taken over by another run`);
  }
}

function describe(error: unknown): string {
  if (error instanceof ZodError)
    return `invalid payload: ${error.issues.map((issue) => issue.message).join('; ')}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * One delivery of a tracked job: claims its row, runs the handler as the user who started it, with
 * the app's context and committed-batch progress, and records the outcome. Safe to call for any
 * delivery, duplicates included: a row that is finished, or held by a live run, is left alone
 * ('skipped'). Failed attempts and heartbeats are logged through the context's logger.
 */
export async function runTrackedJob(
  definition: TrackedJobDefinition<unknown, unknown>,
  appContext: AppContext,
  id: string,
  options: RunOptions,
): Promise<RunOutcome> {
  const { db } = appContext;
  const logger = bindLogger(appContext.logger, { job: definition.kind, jobId: id });
  const context: AppContext = { ...appContext, logger };
  const { refreshSeconds, staleSeconds } = livenessTiming(options.heartbeatSeconds);
  const row = await claimJobRow(db, id, staleSeconds);
  if (!row) {
    // pg-boss delivers once more than the row allows (retryLimit = maxAttempts), so a job whose
    // last attempt died is failed here, with the reason, as soon as the queue notices.
    const current = await findJobRow(db, id);
    if (current?.status === 'running' && current.attempts >= current.maxAttempts) {
      return (await failInterruptedRow(db, current, staleSeconds)) ? 'failed' : 'skipped';
    }
    return 'skipped';
  }

  const attempt = row.attempts;
  let state = {
    cursor: row.cursor,
    processed: row.processed,
    errorLog: row.errorLog,
    errorCount: row.errorCount,
  };
  const heartbeat = setInterval(() => {
    updateHeldRow(db, id, attempt, {}).catch((error: unknown) =>
      logger.warn({ err: error }, 'job heartbeat failed'),
    );
  }, refreshSeconds * 1000);
  heartbeat.unref();
  const signal = options.signal ?? new AbortController().signal;

  try {
    const payload = definition.payload.parse(row.payload);
    const actor = await loadActor(db, row.startedBy);
    const run: JobRun<unknown, unknown> = {
      context,
      actor,
      id,
      payload,
      attempt,
      signal,
      get cursor() {
        return state.cursor;
      },
      get processed() {
        return state.processed;
      },
      total: row.total,
      async setTotal(total) {
        if (!(await updateHeldRow(db, id, attempt, { total }))) throw new LostClaimError(id);
        run.total = total;
      },
      async commitBatch(work) {
        signal.throwIfAborted();
        const next = await db.transaction(async (tx) => {
          const outcome = await work(tx as unknown as Db);
          const values = {
            cursor: outcome.cursor,
            processed: state.processed + outcome.processed,
            ...appendErrors(state.errorLog, state.errorCount, outcome.errors ?? []),
          };
          if (!(await updateHeldRow(tx as unknown as Db, id, attempt, values))) throw new LostClaimError(id);
          return values;
        });
        state = next;
        // PGlite runs queries without ever returning to the event loop: a job going from batch to
        // batch would starve timers and HTTP requests until it ends. Let them in between batches.
        await yieldToEventLoop();
      },
    };
    const result = await definition.run(run);
    const done = await updateHeldRow(db, id, attempt, {
      status: 'succeeded',
      result: result ?? null,
      finishedAt: new Date(),
    });
    return done ? 'succeeded' : 'skipped';
  } catch (error) {
    if (error instanceof LostClaimError) return 'skipped';
    if (signal.aborted) {
      // Stopped from outside (shutdown, or the queue took the job back): not the job's fault, so
      // the attempt is given back and the row waits for its next delivery with its cursor.
      await releaseHeldRow(db, id, attempt);
      return 'retry';
    }
    // A payload that does not parse will not parse on a retry either, nor will a deleted user return.
    const last =
      attempt >= row.maxAttempts || error instanceof ZodError || error instanceof JobCannotRunError;
    const message = `Attempt ${attempt} of ${row.maxAttempts} failed: ${describe(error)}`;
    if (last) logger.error({ err: error, attempt }, message);
    else logger.warn({ err: error, attempt }, message);
    await updateHeldRow(db, id, attempt, {
      status: last ? 'failed' : 'queued',
      finishedAt: last ? new Date() : null,
      ...appendErrors(state.errorLog, state.errorCount, [message]),
    });
    return last ? 'failed' : 'retry';
  } finally {
    clearInterval(heartbeat);
    // A large import or approval on the embedded database: its WAL stays on disk until a
    // checkpoint (PGlite has no checkpointer of its own; lib/db/checkpoint.ts).
    if (state.processed - row.processed >= CHECKPOINT_AFTER_ROWS)
      await checkpointEmbedded(db).catch((error: unknown) =>
        logger.warn({ err: error }, 'checkpoint after the job failed'),
      );
  }
}
