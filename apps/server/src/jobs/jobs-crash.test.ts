import { describe, expect } from 'vitest';
import {
  type WithDatabase,
  itOnBothDatabases,
  resumeToEnd,
  startUntilKilled,
} from '@/test/killed-process.ts';
import { CRASH_PLAN, countDemoUnits } from '@/test/jobs/demo-job.ts';
import { findJobRow } from './job-rows.ts';

/**
 * Acceptance (issue 8): a job killed mid-way (SIGKILL of the process working it) is resumed, or
 * failed with a reason when it has no attempts left, after a restart; its work is neither lost
 * nor doubled. Real processes, real pg-boss, on the embedded database and on PostgreSQL.
 */
const CHILD = 'src/test/jobs/crash-child.ts';

/** Kills a worker mid-way, checks what the crash left, restarts it, checks the outcome. */
async function crashAndRestart(target: string, withDatabase: WithDatabase) {
  const ids = await startUntilKilled<{ resumed: string; failed: string }>(CHILD, { CRASH_DATABASE: target });

  // What the crash left: both rows running, each with only its committed batches done — the
  // batch that was open when the process died left nothing behind.
  const afterCrash = await withDatabase(async (database) => ({
    resumed: await findJobRow(database.db, ids.resumed),
    resumedUnits: await countDemoUnits(database.db, ids.resumed),
    failed: await findJobRow(database.db, ids.failed),
    failedUnits: await countDemoUnits(database.db, ids.failed),
  }));
  const { units, batchSize } = CRASH_PLAN.resumed.payload;
  const committed = Math.floor(CRASH_PLAN.resumed.killAfterUnit / batchSize) * batchSize;
  expect(afterCrash.resumed).toMatchObject({ status: 'running', attempts: 1, processed: committed });
  expect(afterCrash.resumedUnits).toEqual({ rows: committed, distinct: committed });
  const failedProcessed = afterCrash.failed!.processed;
  expect(afterCrash.failed?.status).toBe('running');
  expect(failedProcessed).toBeGreaterThanOrEqual(CRASH_PLAN.failed.payload.batchSize);
  expect(failedProcessed).toBeLessThan(CRASH_PLAN.failed.payload.units);
  expect(afterCrash.failedUnits).toEqual({ rows: failedProcessed, distinct: failedProcessed });

  await resumeToEnd(CHILD, { CRASH_DATABASE: target, CRASH_IDS: JSON.stringify([ids.resumed, ids.failed]) });

  const afterRestart = await withDatabase(async (database) => ({
    resumed: await findJobRow(database.db, ids.resumed),
    resumedUnits: await countDemoUnits(database.db, ids.resumed),
    failed: await findJobRow(database.db, ids.failed),
    failedUnits: await countDemoUnits(database.db, ids.failed),
  }));
  // Resumed from its cursor on its second attempt: every unit exactly once.
  expect(afterRestart.resumed).toMatchObject({
    status: 'succeeded',
    attempts: 2,
    processed: units,
    total: units,
  });
  expect(afterRestart.resumedUnits).toEqual({ rows: units, distinct: units });
  // No attempt left: failed with the reason, its committed work kept and not redone.
  expect(afterRestart.failed).toMatchObject({ status: 'failed', attempts: 1, processed: failedProcessed });
  expect(afterRestart.failed?.errorLog).toEqual([
    'Interrupted: the process running attempt 1 of 1 stopped before it finished; no attempts are left.',
  ]);
  expect(afterRestart.failed?.finishedAt).not.toBeNull();
  expect(afterRestart.failedUnits).toEqual({ rows: failedProcessed, distinct: failedProcessed });
}

describe('a job whose process is killed mid-way', () => {
  itOnBothDatabases('resumed, or failed with a reason, after a restart', crashAndRestart, 90_000);
});
