import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/database.ts';
import { backgroundJobs } from '@/db/schema/background-jobs.ts';
import { createTestDatabase } from '@/test/database.ts';
import type { Actor } from '@/lib/actor.ts';
import { countDemoUnits, createDemoUnitsTable, demoJob, demoJobHooks } from '@/test/jobs/demo-job.ts';
import { type LogEntry, createTestActor, giveJobsTestContext } from '@/test/jobs/job-context.ts';
import { type JobRow, findJobRow } from './job-rows.ts';
import { jobRegistry } from './registry.ts';
import { type JobsRuntime, startJobsRuntime } from './runtime.ts';

/** The jobs runtime through real pg-boss, on the test database (PGlite, or PostgreSQL in CI). */
let database: Database;
let runtime: JobsRuntime;
let actor: Actor;
/** What each runtime started here logged through its context's logger. */
const logged: LogEntry[] = [];
async function start(): Promise<JobsRuntime> {
  const started = await startJobsRuntime({
    database,
    work: true,
    definitions: [...jobRegistry, demoJob],
    timing: { pollingIntervalSeconds: 0.5 },
  });
  await giveJobsTestContext(database.db, started, { logged });
  return started;
}
beforeAll(async () => {
  database = await createTestDatabase();
  await createDemoUnitsTable(database.db);
  actor = await createTestActor(database.db);
  runtime = await start();
});
afterAll(async () => {
  await runtime?.stop();
  await database?.close();
});

async function waitForEnd(id: string, timeoutMs = 20_000): Promise<JobRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await findJobRow(database.db, id);
    if (row && (row.status === 'succeeded' || row.status === 'failed')) return row;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${row?.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`jobs through pg-boss on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it('works an enqueued job to the end, its row carrying the progress', async () => {
    const id = await runtime.start(demoJob, { units: 600, batchSize: 200 }, { actor });
    const row = await waitForEnd(id);
    expect(row).toMatchObject({ status: 'succeeded', processed: 600, total: 600, attempts: 1 });
    expect(row.queueJobId).toBeTruthy();
    expect(await countDemoUnits(database.db, id)).toEqual({ rows: 600, distinct: 600 });
  });

  it('retries a failed attempt through the queue, resuming from the committed cursor', async () => {
    const id = await runtime.start(demoJob, { units: 600, batchSize: 200, failAtUnit: 450 }, { actor });
    const row = await waitForEnd(id);
    expect(row).toMatchObject({ status: 'succeeded', processed: 600, attempts: 2, errorCount: 1 });
    // Logged through the context's logger, naming the job (a retry to come is a warning).
    expect(logged).toContainEqual({
      level: 'warn',
      fields: expect.objectContaining({ job: 'demo-units', jobId: id, attempt: 1 }),
      message: 'Attempt 1 of 3 failed: unit 450 failed on the first attempt',
    });
    expect(await countDemoUnits(database.db, id)).toEqual({ rows: 600, distinct: 600 });
  });

  it('sends a row whose send was lost (crash between commit and send) when the reconciler runs', async () => {
    const id = await runtime.create(database.db, demoJob, { units: 50, batchSize: 25 }, { actor });
    await database.db
      .update(backgroundJobs)
      .set({ updatedAt: sql`now() - interval '5 minutes'` })
      .where(eq(backgroundJobs.id, id));
    expect(await runtime.reconcile()).toEqual({ resent: 1, failed: 0 });
    const row = await waitForEnd(id);
    expect(row).toMatchObject({ status: 'succeeded', processed: 50 });
  });

  it('schedules the sweeps that replaced the setInterval, every 15 minutes', async () => {
    const schedules = await runtime.boss.getSchedules();
    const byName = Object.fromEntries(schedules.map((schedule) => [schedule.name, schedule.cron]));
    expect(byName).toMatchObject({ 'session-sweep': '*/15 * * * *', 'rate-limit-sweep': '*/15 * * * *' });
  });

  it('on shutdown stops a running job at a batch boundary, gives the attempt back, and the next process finishes it', async () => {
    demoJobHooks.beforeUnit = () => new Promise((resolve) => setTimeout(resolve, 2));
    try {
      const id = await runtime.start(demoJob, { units: 400, batchSize: 50 }, { actor });
      for (let row = await findJobRow(database.db, id); (row?.processed ?? 0) < 50;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        row = await findJobRow(database.db, id);
      }
      await runtime.stop();
      const stopped = await findJobRow(database.db, id);
      expect(stopped).toMatchObject({ status: 'queued', attempts: 0 });
      expect(stopped!.processed).toBeLessThan(400);
      runtime = await start();
      const row = await waitForEnd(id);
      expect(row).toMatchObject({ status: 'succeeded', processed: 400, attempts: 1 });
      expect(await countDemoUnits(database.db, id)).toEqual({ rows: 400, distinct: 400 });
    } finally {
      demoJobHooks.beforeUnit = undefined;
    }
  });
});
