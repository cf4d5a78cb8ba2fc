import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/database.ts';
import { auditLog } from '@/db/schema/audit-log.ts';
import { users } from '@/db/schema/users.ts';
import { type Actor, actorOf, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { findAuthUserById } from '@/modules/auth/user-repo.ts';
import { importJob } from '@/modules/imports/process-job.ts';
import { bulkProductsJob } from '@/modules/products/bulk-job.ts';
import { createTestDatabase } from '@/test/database.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { type JobTestContext, createTestActor, giveJobsTestContext } from '@/test/jobs/job-context.ts';
import { type PayloadOf, defineScheduledJob, defineTrackedJob } from './job-definition.ts';
import { findJobRow } from './job-rows.ts';
import type { Jobs } from './jobs.ts';
import { type InlineJobs, createInlineJobs } from './inline-jobs.ts';

/**
 * A job handler gets the app's context (clock, logger bound to the job, config, storage, jobs…)
 * and, for a tracked job, the user who started it as an actor (decision 0032).
 */

/** Writes one audit entry in its batch as the user who started it, and tells what it was given. */
const noteJob = defineTrackedJob<{ note: string }, { done: boolean }>({
  kind: 'test-audited-note',
  payload: z.object({ note: z.string().min(1) }),
  maxAttempts: 3,
  retryDelaySeconds: 0,
  async run(run) {
    const { clock, logger } = run.context;
    await run.commitBatch(async (tx) => {
      await writeAudit(tx, {
        ...auditedBy(run.actor),
        action: 'test.note',
        entityType: 'note',
        details: { note: run.payload.note, jobId: run.id, at: clock.now().toISOString() },
      });
      return { cursor: { done: true }, processed: 1 };
    });
    logger.info({ note: run.payload.note }, 'noted');
    return {
      at: clock.now().toISOString(),
      userId: run.actor.user.id,
      role: run.actor.role,
      organizationId: run.actor.organizationId,
      isEmulating: run.actor.isEmulating,
    };
  },
});

const ticks: { at: string; hasActor: boolean }[] = [];
const tickJob = defineScheduledJob({
  kind: 'test-tick',
  cron: '* * * * *',
  async run(run) {
    ticks.push({ at: run.context.clock.now().toISOString(), hasActor: 'actor' in run });
    run.context.logger.info('tick');
  },
});

let database: Database;
let jobs: InlineJobs;
let context: JobTestContext;
beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createInlineJobs(database.db, [noteJob, tickJob, importJob, bulkProductsJob]);
  context = await giveJobsTestContext(database.db, jobs);
});
afterAll(() => database.close());

const auditOf = async (jobId: string) =>
  (await database.db.select().from(auditLog).where(eq(auditLog.action, 'test.note'))).filter(
    (entry) => (entry.details as { jobId?: string }).jobId === jobId,
  );

describe('a tracked job handler', () => {
  it("gets the context's clock and logger, and writes audit entries as the user who started it", async () => {
    context.clock.set('2026-03-01T09:30:00Z');
    const organization = await createOrganization(database.db, { type: 'distributor' });
    const user = await createUser(database.db, { role: 'distributor', organizationId: organization.id });
    const actor = actorOf((await findAuthUserById(database.db, user.id))!, '10.0.0.7');

    const row = await jobs.runNow(noteJob, { note: 'hello' }, { actor });

    expect(row).toMatchObject({ status: 'succeeded', createdBy: user.id, attempts: 1 });
    expect(row.result).toEqual({
      at: '2026-03-01T09:30:00.000Z',
      userId: user.id,
      role: 'distributor',
      organizationId: organization.id,
      isEmulating: false,
    });
    const entries = await auditOf(row.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: user.id,
      effectiveUserId: user.id,
      ipAddress: '10.0.0.7',
      details: { note: 'hello', at: '2026-03-01T09:30:00.000Z' },
    });
    expect(context.logger.entries).toContainEqual({
      level: 'info',
      fields: { job: 'test-audited-note', jobId: row.id, note: 'hello' },
      message: 'noted',
    });
    context.clock.reset();
  });

  it('acts as the emulated user, naming the administrator behind the emulation too', async () => {
    const admin = (await findAuthUserById(database.db, (await createTestActor(database.db)).user.id))!;
    const shopOwner = (await findAuthUserById(database.db, (await createUser(database.db)).id))!;
    const row = await jobs.runNow(
      noteJob,
      { note: 'as them' },
      { actor: actorOf(admin, '10.0.0.8', shopOwner) },
    );
    expect(row.result).toMatchObject({ userId: shopOwner.id, role: 'shop_owner', isEmulating: true });
    expect(await auditOf(row.id)).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        effectiveUserId: shopOwner.id,
        ipAddress: '10.0.0.8',
      }),
    ]);
  });

  it("sees the user's role as it is when the job runs, not as it was when it was started", async () => {
    const actor = await createTestActor(database.db, 'admin');
    const id = await jobs.start(noteJob, { note: 'later' }, { actor });
    await database.db.update(users).set({ role: 'marketing_firm' }).where(eq(users.id, actor.user.id));
    await jobs.drain();
    expect((await findJobRow(database.db, id))?.result).toMatchObject({ role: 'marketing_firm' });
  });

  it('fails at once, with the reason, when the user who started it was deleted since', async () => {
    const actor = await createTestActor(database.db);
    const id = await jobs.start(noteJob, { note: 'orphan' }, { actor });
    await database.db.delete(users).where(eq(users.id, actor.user.id));
    await jobs.drain();
    const row = await findJobRow(database.db, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, processed: 0, createdBy: null });
    expect(row?.errorLog).toEqual([
      `Attempt 1 of 3 failed: the user who started it (${actor.user.id}) no longer exists`,
    ]);
    expect(await auditOf(id)).toEqual([]);
    expect(context.logger.entries).toContainEqual(
      expect.objectContaining({ level: 'error', fields: expect.objectContaining({ jobId: id, attempt: 1 }) }),
    );
  });
});

describe('a scheduled job handler', () => {
  it("gets the context (its clock, the logger bound to the job's kind) and no actor", async () => {
    context.clock.set('2026-04-02T00:00:00Z');
    await jobs.runScheduled('test-tick');
    context.clock.reset();
    expect(ticks).toEqual([{ at: '2026-04-02T00:00:00.000Z', hasActor: false }]);
    expect(context.logger.entries).toContainEqual({
      level: 'info',
      fields: { job: 'test-tick' },
      message: 'tick',
    });
  });
});

describe("a job's payload type", () => {
  it('flows from its definition to where it is started: a wrong payload does not compile', () => {
    expectTypeOf<PayloadOf<typeof importJob>>().toEqualTypeOf<{ importId: string }>();
    // Never called: the lines are checked by typecheck (each directive fails it if its line compiles).
    const compileOnly = (handle: Jobs, actor: Actor) => {
      void handle.start(importJob, { importId: 'i1' }, { actor });
      // @ts-expect-error a bulk products payload is not an import's
      void handle.start(importJob, { productIds: ['p1'] }, { actor });
      // @ts-expect-error the import's id is required
      void handle.start(importJob, {}, { actor });
      // @ts-expect-error an unknown field is refused too
      void handle.start(importJob, { importId: 'i1', extra: true }, { actor });
      // @ts-expect-error every tracked job is started by someone
      void handle.start(importJob, { importId: 'i1' }, {});
    };
    expectTypeOf(compileOnly).parameter(0).toEqualTypeOf<Jobs>();
  });
});
