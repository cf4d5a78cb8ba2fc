import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/database.ts';
import { backgroundJobs } from '@/db/schema/background-jobs.ts';
import { createTestDatabase } from '@/test/database.ts';
import type { Actor } from '@/lib/actor.ts';
import { countDemoUnits, createDemoUnitsTable, demoJob, demoJobHooks } from '@/test/jobs/demo-job.ts';
import { createTestActor, giveJobsTestContext } from '@/test/jobs/job-context.ts';
import { defineTrackedJob } from './job-definition.ts';
import { ERROR_LOG_LIMIT, appendErrors, findJobRow } from './job-rows.ts';
import { createInlineJobs } from './inline-jobs.ts';
import { jobRegistry } from './registry.ts';

let database: Database;
let actor: Actor;
beforeAll(async () => {
  database = await createTestDatabase();
  await createDemoUnitsTable(database.db);
  actor = await createTestActor(database.db);
});
afterAll(() => database.close());
afterEach(() => {
  demoJobHooks.beforeUnit = undefined;
});

const noop = async () => undefined;

async function newJobs() {
  const jobs = createInlineJobs(database.db, [...jobRegistry, demoJob]);
  await giveJobsTestContext(database.db, jobs);
  return jobs;
}

describe('a tracked job run inline', () => {
  it('commits its units in batches and ends succeeded with processed = total', async () => {
    const row = await (await newJobs()).runNow(demoJob, { units: 1200, batchSize: 500 }, { actor });
    expect(row).toMatchObject({ status: 'succeeded', processed: 1200, total: 1200, attempts: 1 });
    expect(row.startedAt).not.toBeNull();
    expect(row.finishedAt).not.toBeNull();
    expect(row.result).toEqual({ units: 1200 });
    expect(await countDemoUnits(database.db, row.id)).toEqual({ rows: 1200, distinct: 1200 });
  });

  it('retries a failed attempt from the last committed batch: nothing lost, nothing doubled', async () => {
    const seen: number[] = [];
    demoJobHooks.beforeUnit = (unit) => void seen.push(unit);
    const row = await (
      await newJobs()
    ).runNow(demoJob, { units: 1200, batchSize: 500, failAtUnit: 700 }, { actor });
    expect(row).toMatchObject({ status: 'succeeded', processed: 1200, attempts: 2, errorCount: 1 });
    expect(row.errorLog).toEqual(['Attempt 1 of 3 failed: unit 700 failed on the first attempt']);
    expect(await countDemoUnits(database.db, row.id)).toEqual({ rows: 1200, distinct: 1200 });
    // The second attempt started at unit 500 (the failed batch's start), not at 0.
    expect(seen.filter((unit) => unit === 0)).toHaveLength(1);
    expect(seen.filter((unit) => unit === 500)).toHaveLength(2);
  });

  it('fails the row with every reason once its attempts are used up, keeping what was committed', async () => {
    demoJobHooks.beforeUnit = (unit) => {
      if (unit === 600) throw new Error('the source went away');
    };
    const row = await (await newJobs()).runNow(demoJob, { units: 1000, batchSize: 500 }, { actor });
    expect(row).toMatchObject({ status: 'failed', attempts: 3, processed: 500, errorCount: 3 });
    expect(row.errorLog).toEqual([1, 2, 3].map((n) => `Attempt ${n} of 3 failed: the source went away`));
    expect(row.finishedAt).not.toBeNull();
    expect(await countDemoUnits(database.db, row.id)).toEqual({ rows: 500, distinct: 500 });
  });

  it('lets timers and requests in between its batches (PGlite alone never yields to the event loop)', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    try {
      await (await newJobs()).runNow(demoJob, { units: 1000, batchSize: 100 }, { actor });
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('runs a job delivered twice at once only once', async () => {
    const jobs = await newJobs();
    const id = await jobs.start(demoJob, { units: 300, batchSize: 100 }, { actor });
    const outcomes = await Promise.all([jobs.deliver(id), jobs.deliver(id)]);
    expect(outcomes.toSorted()).toEqual(['skipped', 'succeeded']);
    expect(await countDemoUnits(database.db, id)).toEqual({ rows: 300, distinct: 300 });
  });

  it('stops a run that lost its row to another run, rolling back its open batch', async () => {
    const jobs = await newJobs();
    const id = await jobs.start(demoJob, { units: 300, batchSize: 100 }, { actor });
    demoJobHooks.beforeUnit = async (unit, tx) => {
      // The row's attempt moves on under this run in its second batch, as if another run claimed
      // it (written through the batch's own transaction: the embedded database has one connection).
      if (unit === 150)
        await tx.execute(sql`update background_jobs set attempts = attempts + 1 where id = ${id}`);
    };
    expect(await jobs.deliver(id)).toBe('skipped');
    expect(await countDemoUnits(database.db, id)).toEqual({ rows: 100, distinct: 100 });
    expect(await findJobRow(database.db, id)).toMatchObject({ status: 'running', processed: 100 });
  });

  it('fails a row interrupted on its last attempt with the reason when the queue delivers it again', async () => {
    const jobs = await newJobs();
    const id = await jobs.start(demoJob, { units: 10, batchSize: 5 }, { actor });
    await database.db
      .update(backgroundJobs)
      .set({ status: 'running', attempts: 3, heartbeatAt: sql`now() - interval '1 hour'` })
      .where(eq(backgroundJobs.id, id));
    expect(await jobs.deliver(id)).toBe('failed');
    const row = await findJobRow(database.db, id);
    expect(row?.status).toBe('failed');
    expect(row?.errorLog.at(-1)).toMatch(/^Interrupted: the process running attempt 3 of 3 stopped/);
  });

  it('does not take over a running row whose heartbeat is fresh', async () => {
    const jobs = await newJobs();
    const id = await jobs.start(demoJob, { units: 10, batchSize: 5 }, { actor });
    await database.db
      .update(backgroundJobs)
      .set({ status: 'running', attempts: 1, heartbeatAt: sql`now()` })
      .where(eq(backgroundJobs.id, id));
    expect(await jobs.deliver(id)).toBe('skipped');
    expect(await countDemoUnits(database.db, id)).toEqual({ rows: 0, distinct: 0 });
  });

  it('refuses a payload its job does not accept, naming the field', async () => {
    const jobs = await newJobs();
    // A payload that does not fit the job's definition does not compile (the line below would fail
    // typecheck without the directive); one that gets through anyway (cast, JSON) is refused too.
    // @ts-expect-error units is a number in demoJob's payload
    await expect(jobs.start(demoJob, { units: 'many', batchSize: 5 }, { actor })).rejects.toThrow(/units/);
    const unknownJob = defineTrackedJob<object, never>({
      kind: 'no-such-job',
      payload: z.object({}),
      run: noop,
    });
    await expect(jobs.start(unknownJob, {}, { actor })).rejects.toThrow(
      'no tracked job is named no-such-job',
    );
  });
});

describe('the error log', () => {
  it(`keeps the first ${ERROR_LOG_LIMIT} messages and counts all`, () => {
    const many = Array.from({ length: ERROR_LOG_LIMIT + 20 }, (_, i) => `row ${i}`);
    const first = appendErrors([], 0, many.slice(0, 60));
    const both = appendErrors(first.errorLog, first.errorCount, many.slice(60));
    expect(both.errorLog).toHaveLength(ERROR_LOG_LIMIT);
    expect(both.errorLog.at(-1)).toBe(`row ${ERROR_LOG_LIMIT - 1}`);
    expect(both.errorCount).toBe(ERROR_LOG_LIMIT + 20);
  });
});
