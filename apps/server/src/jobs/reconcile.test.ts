import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/database.ts';
import { backgroundJobs } from '@/db/schema/background-jobs.ts';
import { createTestDatabase } from '@/test/database.ts';
import type { Actor } from '@/lib/actor.ts';
import { countDemoUnits, createDemoUnitsTable, demoJob } from '@/test/jobs/demo-job.ts';
import { createTestActor, giveJobsTestContext } from '@/test/jobs/job-context.ts';
import { findJobRow } from './job-rows.ts';
import { createInlineJobs } from './inline-jobs.ts';
import { reconcileJobs } from './reconcile.ts';
import { jobRegistry } from './registry.ts';

let database: Database;
let actor: Actor;
beforeAll(async () => {
  database = await createTestDatabase();
  await createDemoUnitsTable(database.db);
  actor = await createTestActor(database.db);
});
afterAll(() => database.close());
// Each test sees only its own rows: the reconciler looks at the whole table.
afterEach(async () => {
  await database.db.delete(backgroundJobs);
});

async function newJobs() {
  const jobs = createInlineJobs(database.db, [...jobRegistry, demoJob]);
  await giveJobsTestContext(database.db, jobs);
  return jobs;
}
const staleSeconds = 22.5;

/** A row as a run that died after `processed` units leaves it: running, heartbeat an hour old. */
async function diedMidway(id: string, attempts: number) {
  await database.db
    .update(backgroundJobs)
    .set({ status: 'running', attempts, heartbeatAt: sql`now() - interval '1 hour'` })
    .where(eq(backgroundJobs.id, id));
}

describe('the reconciler', () => {
  it('sends again a row committed but never sent, and it runs', async () => {
    const jobs = await newJobs();
    const id = await jobs.create(database.db, demoJob, { units: 20, batchSize: 10 }, { actor });
    await database.db
      .update(backgroundJobs)
      .set({ updatedAt: sql`now() - interval '5 minutes'` })
      .where(eq(backgroundJobs.id, id));
    expect(jobs.pending).toEqual([]);
    expect(await reconcileJobs(database.db, jobs.queue, { staleSeconds })).toEqual({ resent: 1, failed: 0 });
    expect(jobs.pending).toEqual([id]);
    await jobs.drain();
    expect(await findJobRow(database.db, id)).toMatchObject({ status: 'succeeded', processed: 20 });
  });

  it('leaves a fresh queued row alone: its send may be on its way', async () => {
    const jobs = await newJobs();
    await jobs.create(database.db, demoJob, { units: 20, batchSize: 10 }, { actor });
    expect(await reconcileJobs(database.db, jobs.queue, { staleSeconds })).toEqual({ resent: 0, failed: 0 });
  });

  it('requeues a dead run whose queue job is gone, and the retry resumes from its cursor', async () => {
    const jobs = await newJobs();
    const id = await jobs.start(demoJob, { units: 20, batchSize: 10 }, { actor });
    await jobs.drain();
    // As if the first attempt had died after one batch and the queue had dropped its job.
    await database.db.execute(sql`delete from demo_job_units where job_id = ${id} and unit >= 10`);
    await database.db
      .update(backgroundJobs)
      .set({ processed: 10, cursor: { next: 10 }, result: null })
      .where(eq(backgroundJobs.id, id));
    await diedMidway(id, 1);
    expect(await reconcileJobs(database.db, jobs.queue, { staleSeconds })).toEqual({ resent: 1, failed: 0 });
    await jobs.drain();
    expect(await findJobRow(database.db, id)).toMatchObject({
      status: 'succeeded',
      processed: 20,
      attempts: 2,
    });
    expect(await countDemoUnits(database.db, id)).toEqual({ rows: 20, distinct: 20 });
  });

  it('fails a dead run with no attempts left, with the reason', async () => {
    const jobs = await newJobs();
    const id = await jobs.create(database.db, demoJob, { units: 20, batchSize: 10 }, { actor });
    await diedMidway(id, 3);
    expect(await reconcileJobs(database.db, jobs.queue, { staleSeconds })).toEqual({ resent: 0, failed: 1 });
    const row = await findJobRow(database.db, id);
    expect(row?.status).toBe('failed');
    expect(row?.errorLog).toEqual([
      'Interrupted: the process running attempt 3 of 3 stopped before it finished; no attempts are left.',
    ]);
  });

  it('leaves a running row with a fresh heartbeat alone', async () => {
    const jobs = await newJobs();
    const id = await jobs.create(database.db, demoJob, { units: 20, batchSize: 10 }, { actor });
    await database.db
      .update(backgroundJobs)
      .set({ status: 'running', attempts: 1, heartbeatAt: sql`now()` })
      .where(eq(backgroundJobs.id, id));
    expect(await reconcileJobs(database.db, jobs.queue, { staleSeconds })).toEqual({ resent: 0, failed: 0 });
  });
});
