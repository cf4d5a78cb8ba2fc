/**
 * A process for jobs-crash.test.ts to kill. Starts the jobs runtime (real pg-boss) on the database
 * named by CRASH_DATABASE ('pglite:<data dir>' or a postgres:// URL) with short liveness timings.
 *
 * CRASH_MODE=start: enqueues the two demo jobs, prints their ids as one JSON line, and SIGKILLs
 * itself in the middle of a batch once both are well under way.
 * CRASH_MODE=resume: waits until the rows named by CRASH_IDS have finished, then stops cleanly.
 */
import { sql } from 'drizzle-orm';
import { type Database, migrateDatabase, openDatabase } from '@/db/database.ts';
import { findJobRow } from '@/jobs/job-rows.ts';
import { jobRegistry } from '@/jobs/registry.ts';
import { startJobsRuntime } from '@/jobs/runtime.ts';
import { CRASH_PLAN, createDemoUnitsTable, demoJob, demoJobHooks, demoJobOnce } from './demo-job.ts';

async function open(target: string): Promise<Database> {
  if (target.startsWith('pglite:'))
    return openDatabase({ kind: 'pglite', dataDir: target.slice('pglite:'.length) });
  return openDatabase({ kind: 'postgres', url: target, poolSize: 3 });
}

async function main(): Promise<void> {
  const database = await open(process.env.CRASH_DATABASE!);
  const mode = process.env.CRASH_MODE;
  if (mode === 'start') {
    await migrateDatabase(database);
    await createDemoUnitsTable(database.db);
  }
  const runtime = await startJobsRuntime({
    database,
    work: true,
    definitions: [...jobRegistry, demoJob, demoJobOnce],
    timing: {
      heartbeatSeconds: 10,
      monitorIntervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
      reconcileEverySeconds: 2,
    },
    onError: () => undefined,
  });

  if (mode === 'start') {
    const reached = new Map<string, number>();
    demoJobHooks.beforeUnit = (unit, _tx, kind) => {
      reached.set(kind, unit);
      const due = Object.values(CRASH_PLAN).every(
        (plan) => (reached.get(plan.kind) ?? -1) >= plan.killAfterUnit,
      );
      // Mid-batch, with the batch's earlier units written but not committed.
      if (due) process.kill(process.pid, 'SIGKILL');
    };
    // The longer job first, and the other once it is under way: both are mid-way at the kill.
    const failed = await runtime.enqueue(CRASH_PLAN.failed.kind, CRASH_PLAN.failed.payload);
    while (!reached.has(CRASH_PLAN.failed.kind)) await new Promise((resolve) => setTimeout(resolve, 20));
    const resumed = await runtime.enqueue(CRASH_PLAN.resumed.kind, CRASH_PLAN.resumed.payload);
    console.log(JSON.stringify({ resumed, failed }));
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    console.error('the jobs ended without reaching the crash point');
    process.exit(3);
  }

  const ids: string[] = JSON.parse(process.env.CRASH_IDS!);
  const deadline = Date.now() + 45_000;
  for (;;) {
    const rows = await Promise.all(ids.map((id) => findJobRow(database.db, id)));
    if (rows.every((row) => row?.status === 'succeeded' || row?.status === 'failed')) break;
    if (Date.now() > deadline) {
      console.error(`jobs not finished: ${JSON.stringify(rows.map((row) => [row?.status, row?.processed]))}`);
      process.exit(4);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await runtime.stop();
  await database.db.execute(sql`checkpoint`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
