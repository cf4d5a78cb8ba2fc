import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/database.ts';
import { backgroundJobs } from '@/db/schema/background-jobs.ts';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import { createInlineJobs } from '@/jobs/inline-jobs.ts';
import { findJobRow } from '@/jobs/job-rows.ts';
import { actorOf } from '@/lib/actor.ts';
import type { EnhancementInput, EnhancementOutcome, Enhancer } from '@/modules/ai-enhancement/enhancer.ts';
import { type AuthUserRow, findAuthUserById } from '@/modules/auth/user-repo.ts';
import { createTestDatabase } from '@/test/database.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { giveJobsTestContext } from '@/test/jobs/job-context.ts';
import {
  aiEnhancementSweepJob,
  defineEnhanceStagedJob,
  enhanceStagedProductsJob,
} from './enhancement-jobs.ts';
import { createEnhancementService } from './enhancement-service.ts';

/**
 * The enhancement job with enhancers that misbehave: each row's statuses, failures with reasons,
 * a failed attempt retried from its batch, a process that died (on a middle and on its last
 * attempt), and the sweep that leaves no row pending or processing after its job ended.
 */

let database: Database;
let admin: AuthUserRow;
let manufacturerId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  manufacturerId = (await createOrganization(database.db, { type: 'manufacturer' })).id;
  const user = await createUser(database.db, { role: 'admin', authType: 'oidc' });
  admin = (await findAuthUserById(database.db, user.id))!;
});
afterAll(() => database.close());

/** An enhancer with a batch size of 2 that answers as `answer` says, recording what it was asked. */
function scripted(answer: (input: EnhancementInput, call: number) => EnhancementOutcome | 'throw') {
  const asked: string[][] = [];
  const enhancer: Enhancer = {
    kind: 'scripted',
    batchSize: 2,
    async enhanceMany(inputs) {
      asked.push(inputs.map((input) => input.sku!));
      const call = asked.length;
      const outcomes = inputs.map((input) => answer(input, call));
      if (outcomes.includes('throw')) throw new Error(`the provider broke on call ${call}`);
      return outcomes as EnhancementOutcome[];
    },
  };
  return { enhancer, asked };
}
/** A proposal naming the row it is for. */
const done = (input: EnhancementInput): EnhancementOutcome => ({
  ok: true,
  result: {
    name: `${input.sku} enhanced`,
    description: null,
    category: 'Amplifiers',
    subcategory: null,
    seriesName: null,
    confidence: 40,
    reasons: {},
  },
});

async function setup(enhancer: Enhancer) {
  const jobs = createInlineJobs(database.db, [defineEnhanceStagedJob(() => enhancer), aiEnhancementSweepJob]);
  await giveJobsTestContext(database.db, jobs);
  const service = createEnhancementService({ db: database.db, jobs });
  return { jobs, service, actor: actorOf(admin, '127.0.0.1') };
}

let n = 0;
async function stage(count: number): Promise<string[]> {
  const rows = await database.db
    .insert(stagedProducts)
    .values(Array.from({ length: count }, () => ({ name: 'storm amp', sku: `JOB-${++n}`, manufacturerId })))
    .returning({ id: stagedProducts.id });
  return rows.map((row) => row.id);
}
const rowsOf = async (ids: string[]) => {
  const rows = await database.db.select().from(stagedProducts).where(inArray(stagedProducts.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!);
};
const statuses = async (ids: string[]) => (await rowsOf(ids)).map((row) => row.aiEnhancementStatus);

describe('the staged enhancement job', () => {
  it('takes each row pending → processing → completed, or failed with its reason', async () => {
    const ids = await stage(3);
    const seenWhileEnhancing: string[][] = [];
    const { enhancer } = scripted((input) =>
      input.sku === `JOB-${n - 1}` ? { ok: false, error: 'The AI provider answered 503' } : done(input),
    );
    const watching: Enhancer = {
      ...enhancer,
      async enhanceMany(inputs, signal) {
        seenWhileEnhancing.push(await statuses(ids));
        return enhancer.enhanceMany(inputs, signal);
      },
    };
    const { jobs, service, actor } = await setup(watching);
    const { jobId } = await service.enhanceBatch(actor, { stagedProductIds: ids });
    expect(await statuses(ids)).toEqual(['pending', 'pending', 'pending']);
    await jobs.drain();

    // Batches of two: the first two processing while the third waits, then the third.
    expect(seenWhileEnhancing).toEqual([
      ['processing', 'processing', 'pending'],
      ['completed', 'failed', 'processing'],
    ]);
    const rows = await rowsOf(ids);
    expect(rows.map((r) => [r.aiEnhancementStatus, r.aiEnhancementError, r.aiEnhancedName])).toEqual([
      ['completed', null, `JOB-${n - 2} enhanced`],
      ['failed', 'The AI provider answered 503', null],
      ['completed', null, `JOB-${n} enhanced`],
    ]);
    expect(rows[1]!.aiEnhancementAttemptedAt).toBeInstanceOf(Date);
    expect(rows[1]!.aiEnhancementCompletedAt).toBeNull();
    const job = await findJobRow(database.db, jobId);
    expect(job).toMatchObject({
      status: 'succeeded',
      processed: 3,
      errorLog: [`JOB-${n - 1}: The AI provider answered 503`],
      result: { enhancer: 'scripted', rows: { completed: 2, failed: 1 } },
    });
  });

  it('retries an attempt that broke from its batch: committed rows are not redone', async () => {
    const ids = await stage(4);
    const { enhancer, asked } = scripted((input, call) => (call === 2 ? 'throw' : done(input)));
    const { jobs, service, actor } = await setup(enhancer);
    const { jobId } = await service.enhanceBatch(actor, { stagedProductIds: ids });
    expect(await jobs.drain()).toEqual(['retry', 'succeeded']);
    // The first batch once; the second twice (its first try broke before committing).
    const skus = (await rowsOf(ids)).map((row) => row.sku!);
    expect(asked).toEqual([skus.slice(0, 2), skus.slice(2), skus.slice(2)]);
    expect(await statuses(ids)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(await findJobRow(database.db, jobId)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      processed: 4,
      errorLog: ['Attempt 1 of 3 failed: the provider broke on call 2'],
    });
  });

  /** Makes the job's row look like its process died mid-run: running, heartbeat long gone. */
  async function dieMidRun(jobId: string, attempt: number) {
    await database.db
      .update(backgroundJobs)
      .set({ status: 'running', attempts: attempt, heartbeatAt: sql`now() - interval '10 minutes'` })
      .where(eq(backgroundJobs.id, jobId));
  }

  it('resumes after a crash: the batch left processing is redone, the rest go on', async () => {
    const ids = await stage(4);
    const { enhancer } = scripted((input, call) => (call === 2 ? 'throw' : done(input)));
    const { jobs, service, actor } = await setup(enhancer);
    const { jobId } = await service.enhanceBatch(actor, { stagedProductIds: ids });
    // The first delivery commits the first batch and breaks in the second, its rows processing.
    await jobs.deliver(jobId);
    expect(await statuses(ids)).toEqual(['completed', 'completed', 'processing', 'processing']);
    // As if the process running attempt 2 died there (the queue gives the job out again).
    await dieMidRun(jobId, 2);
    expect(await jobs.deliver(jobId)).toBe('succeeded');
    expect(await statuses(ids)).toEqual(['completed', 'completed', 'completed', 'completed']);
  });

  it('after a crash on the last attempt the job fails with the reason, and the sweep fails its rows', async () => {
    const ids = await stage(3);
    const { enhancer } = scripted(() => 'throw');
    const { jobs, service, actor } = await setup(enhancer);
    const { jobId } = await service.enhanceBatch(actor, { stagedProductIds: ids });
    await jobs.deliver(jobId);
    expect(await statuses(ids)).toEqual(['processing', 'processing', 'pending']);
    await dieMidRun(jobId, 3);
    expect(await jobs.deliver(jobId)).toBe('failed');
    expect(await findJobRow(database.db, jobId)).toMatchObject({ status: 'failed' });

    // Until the sweep runs the rows still look busy; after it, none is.
    await jobs.runScheduled('ai-enhancement-sweep');
    const rows = await rowsOf(ids);
    expect(rows.map((r) => r.aiEnhancementStatus)).toEqual(['failed', 'failed', 'failed']);
    expect(rows[0]!.aiEnhancementError).toBe(
      'The enhancement job stopped: Interrupted: the process running attempt 3 of 3 stopped before it finished; no attempts are left.',
    );
  });

  it('fails the rows of a job whose every attempt broke, with its last error', async () => {
    const ids = await stage(2);
    const { enhancer } = scripted(() => 'throw');
    const { jobs, service, actor } = await setup(enhancer);
    await service.enhanceBatch(actor, { stagedProductIds: ids });
    expect(await jobs.drain()).toEqual(['retry', 'retry', 'failed']);
    expect(await service.sweepInterrupted()).toBeGreaterThanOrEqual(2);
    const rows = await rowsOf(ids);
    expect(rows.map((r) => r.aiEnhancementError)).toEqual([
      'The enhancement job stopped: Attempt 3 of 3 failed: the provider broke on call 3',
      'The enhancement job stopped: Attempt 3 of 3 failed: the provider broke on call 3',
    ]);
    // A second sweep finds nothing more to do.
    expect(await service.sweepInterrupted()).toBe(0);
  });

  it('leaves rows a newer request took over to the newer job', async () => {
    const ids = await stage(2);
    const { enhancer, asked } = scripted(done);
    const { jobs, service, actor } = await setup(enhancer);
    const first = await service.enhanceBatch(actor, { stagedProductIds: ids });
    const second = await service.enhanceSingle(actor, ids[1]!);
    await jobs.drain();
    const rows = await rowsOf(ids);
    expect(rows.map((r) => [r.aiEnhancementStatus, r.aiEnhancementJobId])).toEqual([
      ['completed', first.jobId],
      ['completed', second.jobId],
    ]);
    // The first job enhanced only the row it still owned; the second only its one.
    expect(asked).toEqual([[rows[0]!.sku], [rows[1]!.sku]]);
    expect((await findJobRow(database.db, first.jobId))?.result).toMatchObject({ rows: { completed: 1 } });
  });

  it('refuses a payload that does not parse, once, with the reason', async () => {
    const { jobs, actor } = await setup(scripted(() => 'throw').enhancer);
    await expect(jobs.start(enhanceStagedProductsJob, { stagedProductIds: [] }, { actor })).rejects.toThrow();
  });
});
