import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@/config.ts';
import type { Database } from '@/db/database.ts';
import { idempotentRequests } from '@/db/schema/idempotent-requests.ts';
import { sessions } from '@/db/schema/sessions.ts';
import { IDEMPOTENCY_TTL_MS } from '@/plugins/idempotency.ts';
import { createUser } from '@/test/factories.ts';
import { createTestDatabase } from '@/test/database.ts';
import { giveJobsTestContext } from '@/test/jobs/job-context.ts';
import { createInlineJobs } from './inline-jobs.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Runs a scheduled job's handler once, with a context as the app gives it. */
async function runScheduled(kind: string): Promise<void> {
  const jobs = createInlineJobs(database.db);
  await giveJobsTestContext(database.db, jobs);
  await jobs.runScheduled(kind);
}

describe('the scheduled sweeps (were a setInterval in server.ts)', () => {
  it('session-sweep deletes expired sessions and keeps live ones', async () => {
    const hour = 60 * 60 * 1000;
    await database.db.insert(sessions).values([
      { sid: 'expired', sess: {}, expire: new Date(Date.now() - hour) },
      { sid: 'live', sess: {}, expire: new Date(Date.now() + hour) },
    ]);
    await runScheduled('session-sweep');
    const left = await database.db.select({ sid: sessions.sid }).from(sessions);
    expect(left.map((row) => row.sid)).toEqual(['live']);
  });

  it('rate-limit-sweep deletes counters nobody looks back at any more', async () => {
    await database.db.execute(sql`
      insert into rate_limits (key, count, window_start)
      values ('sign-in:address:old', 1, now() - interval '400 days'), ('sign-in:address:new', 1, now())`);
    await runScheduled('rate-limit-sweep');
    const left = (await database.db.execute(sql`select key from rate_limits order by key`)) as unknown as {
      rows: { key: string }[];
    };
    expect(left.rows.map((row) => row.key)).toEqual(['sign-in:address:new']);
  });

  it('idempotency-sweep deletes stored answers past their lifetime and keeps the rest', async () => {
    const user = await createUser(database.db);
    const row = { userId: user.id, route: 'POST /api/x', fingerprint: 'f', status: 200, body: '{}' };
    await database.db.insert(idempotentRequests).values([
      { ...row, key: 'old', createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 1000) },
      { ...row, key: 'new' },
    ]);
    await runScheduled('idempotency-sweep');
    const left = await database.db.select({ key: idempotentRequests.key }).from(idempotentRequests);
    expect(left.map((entry) => entry.key)).toEqual(['new']);
  });
});

describe('JOBS_IN_PROCESS', () => {
  it('is on by default, and off only with a PostgreSQL database', () => {
    expect(loadConfig({}).jobsInProcess).toBe(true);
    expect(loadConfig({ JOBS_IN_PROCESS: 'false', DATABASE_URL: 'postgres://db/app' }).jobsInProcess).toBe(
      false,
    );
    expect(() => loadConfig({ JOBS_IN_PROCESS: 'false' })).toThrow(
      'JOBS_IN_PROCESS=false needs DATABASE_URL: on the embedded database the app is the only process and works its own jobs',
    );
  });
});
