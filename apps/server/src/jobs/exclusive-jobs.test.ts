import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '@/db/database.ts';
import type { Actor } from '@/lib/actor.ts';
import { createTestDatabase } from '@/test/database.ts';
import { createTestActor, giveJobsTestContext } from '@/test/jobs/job-context.ts';
import { defineTrackedJob } from './job-definition.ts';
import { type InlineJobs, createInlineJobs } from './inline-jobs.ts';
import { JobAlreadyRunning } from './jobs.ts';

/** One at a time: an exclusive kind refuses a second start while one is queued or running. */

const sweepJob = defineTrackedJob<{ label: string }, null>({
  kind: 'test-exclusive-sweep',
  payload: z.object({ label: z.string() }),
  exclusive: true,
  busyMessage: 'A sweep is already running',
  async run() {
    return { swept: true };
  },
});
const plainJob = defineTrackedJob<{ label: string }, null>({
  kind: 'test-plain',
  payload: z.object({ label: z.string() }),
  async run() {
    return null;
  },
});

let database: Database;
let jobs: InlineJobs;
let actor: Actor;
beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createInlineJobs(database.db, [sweepJob, plainJob]);
  await giveJobsTestContext(database.db, jobs);
  actor = await createTestActor(database.db);
});
afterAll(() => database.close());

describe('an exclusive job', () => {
  it('refuses a second start while the first waits, naming it; allows one again once it ends', async () => {
    expect(await jobs.active(sweepJob.kind)).toBeNull();
    const first = await jobs.start(sweepJob, { label: 'first' }, { actor });
    expect((await jobs.active(sweepJob.kind))?.id).toBe(first);

    const refused = await jobs
      .start(sweepJob, { label: 'second' }, { actor })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(JobAlreadyRunning);
    expect(refused).toMatchObject({ statusCode: 409, message: 'A sweep is already running', jobId: first });

    expect(await jobs.drain()).toEqual(['succeeded']);
    expect(await jobs.active(sweepJob.kind)).toBeNull();
    const again = await jobs.start(sweepJob, { label: 'again' }, { actor });
    expect(again).not.toBe(first);
    await jobs.drain();
  });

  it('lets exactly one of several parallel starts through', async () => {
    const starts = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => jobs.start(sweepJob, { label: `racer ${i}` }, { actor })),
    );
    const started = starts.filter((s) => s.status === 'fulfilled');
    const refused = starts.filter((s) => s.status === 'rejected');
    expect(started).toHaveLength(1);
    expect(refused).toHaveLength(5);
    for (const outcome of refused) expect(outcome.reason).toBeInstanceOf(JobAlreadyRunning);
    await jobs.drain();
  });

  it('leaves other kinds alone', async () => {
    await jobs.start(sweepJob, { label: 'busy' }, { actor });
    const ids = await Promise.all([1, 2].map((i) => jobs.start(plainJob, { label: `${i}` }, { actor })));
    expect(new Set(ids).size).toBe(2);
    await jobs.drain();
  });
});
