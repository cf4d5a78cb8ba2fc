/**
 * A process for jobs-crash.test.ts to kill (see ../crash-child.ts for the shared set-up).
 *
 * CRASH_MODE=start: enqueues the two demo jobs, prints their ids as one JSON line, and SIGKILLs
 * itself in the middle of a batch once both are well under way.
 * CRASH_MODE=resume: waits until the rows named by CRASH_IDS have finished, then stops cleanly.
 */
import { findJobRow } from '@/jobs/job-rows.ts';
import { jobRegistry } from '@/jobs/registry.ts';
import {
  awaitCrash,
  crashAdmin,
  resumeUntilEnded,
  runCrashChild,
  startCrashChild,
} from '@/test/crash-child.ts';
import { CRASH_PLAN, createDemoUnitsTable, demoJob, demoJobHooks, demoJobOnce } from './demo-job.ts';

runCrashChild(async () => {
  const { database, runtime, starting } = await startCrashChild({
    migrated: ({ db }) => createDemoUnitsTable(db),
    runtime: { definitions: [...jobRegistry, demoJob, demoJobOnce] },
  });

  if (starting) {
    const reached = new Map<string, number>();
    demoJobHooks.beforeUnit = (unit, _tx, kind) => {
      reached.set(kind, unit);
      const due = Object.values(CRASH_PLAN).every(
        (plan) => (reached.get(plan.job.kind) ?? -1) >= plan.killAfterUnit,
      );
      // Mid-batch, with the batch's earlier units written but not committed.
      if (due) process.kill(process.pid, 'SIGKILL');
    };
    // The longer job first, and the other once it is under way: both are mid-way at the kill.
    const { actor } = await crashAdmin(database);
    const failed = await runtime.start(CRASH_PLAN.failed.job, CRASH_PLAN.failed.payload, { actor });
    while (!reached.has(CRASH_PLAN.failed.job.kind)) await new Promise((resolve) => setTimeout(resolve, 20));
    const resumed = await runtime.start(CRASH_PLAN.resumed.job, CRASH_PLAN.resumed.payload, { actor });
    console.log(JSON.stringify({ resumed, failed }));
    await awaitCrash('the jobs', 60);
  }

  const ids: string[] = JSON.parse(process.env.CRASH_IDS!);
  await resumeUntilEnded(
    database,
    runtime,
    'jobs',
    async () => {
      const rows = await Promise.all(ids.map((id) => findJobRow(database.db, id)));
      if (rows.every((row) => row?.status === 'succeeded' || row?.status === 'failed')) return null;
      return JSON.stringify(rows.map((row) => [row?.status, row?.processed]));
    },
    45,
  );
});
