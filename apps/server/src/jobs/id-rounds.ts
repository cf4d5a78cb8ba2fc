import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '@/db/database.ts';
import type { JobRun } from './job-definition.ts';

/**
 * A tracked job that works a list of ids in throttled rounds (decisions 0025, 0029): a large
 * approval, bulk update or bulk delete. Each round is one transaction with the job's cursor (the
 * next index and the running tally), so a crash resumes after the last committed round and no id
 * is worked twice. On the embedded database a round holds the only connection: after each round
 * the job pauses as long as the round took (at least `MIN_ROUND_PAUSE_MS`), so requests queued
 * behind it get half of the database whatever the machine's load.
 */

export const MIN_ROUND_PAUSE_MS = 50;

export interface IdRoundsCursor<T> {
  next: number;
  tally: T;
}

export interface IdRounds<T> {
  ids: readonly string[];
  roundSize: number;
  /** The tally a fresh job starts from. */
  initialTally: T;
  /**
   * One round's work inside its transaction on `ids` (in order), adding to `tally` (a copy kept
   * only if the round commits); `last` for the final round (write the audit entry there). May
   * answer work to do once the round committed (files to remove).
   */
  round(tx: Db, ids: string[], tally: T, last: boolean): Promise<void | (() => Promise<void>)>;
  /** Test hook: runs inside each round's transaction before it commits (crash tests kill here). */
  inRound?: (from: number, to: number) => void | Promise<void>;
}

/** Runs the rounds left (from the run's cursor) and answers the final tally. */
export async function runIdRounds<P, T>(run: JobRun<P, IdRoundsCursor<T>>, rounds: IdRounds<T>): Promise<T> {
  const { ids, roundSize } = rounds;
  if (run.total === null) await run.setTotal(ids.length);
  let tally: T = run.cursor?.tally ?? rounds.initialTally;
  for (let from = run.cursor?.next ?? 0; from < ids.length; from += roundSize) {
    const to = Math.min(from + roundSize, ids.length);
    const roundStarted = performance.now();
    let afterCommit: (() => Promise<void>) | undefined;
    await run.commitBatch(async (tx) => {
      const next: T = structuredClone(tally);
      const after = await rounds.round(tx, ids.slice(from, to), next, to === ids.length);
      afterCommit = typeof after === 'function' ? after : undefined;
      await rounds.inRound?.(from, to);
      tally = next;
      return { cursor: { next: to, tally: next }, processed: to - from };
    });
    if (afterCommit) await afterCommit();
    const pauseMs = Math.max(MIN_ROUND_PAUSE_MS, performance.now() - roundStarted);
    if (to < ids.length) await sleep(pauseMs, undefined, { signal: run.signal });
  }
  return tally;
}
