import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '@/db/database.ts';
import { findJobRow } from '@/jobs/job-rows.ts';
import { type WithDatabase, onEmbeddedDatabase, onPostgres, runChild } from '@/test/killed-process.ts';
import { BULK_ROUND } from './bulk-job.ts';

/**
 * Issue 15: a process killed (SIGKILL) in the middle of a bulk delete job and restarted deletes
 * every product exactly once and writes one audit entry: committed rounds stay, the open one is
 * redone. Real processes and real pg-boss, on the embedded database and on PostgreSQL.
 */
const ROWS = 2_000;
const KILL_AT = 750;
const CHILD = 'src/test/products/bulk-crash-child.ts';

async function outcomes(database: Database) {
  const [counts] = await queryRows<{ left: number; entries: number }>(
    database.db,
    sql`select
      (select count(*)::int from products where sku like 'BCRASH-%') as left,
      (select count(*)::int from audit_log where action = 'product.bulk_delete') as entries`,
  );
  return counts!;
}

async function crashAndRestart(target: string, withDatabase: WithDatabase) {
  const env = { CRASH_DATABASE: target };
  const first = await runChild(CHILD, {
    ...env,
    CRASH_MODE: 'start',
    CRASH_ROWS: String(ROWS),
    CRASH_KILL_AT: String(KILL_AT),
  });
  expect(first.signal, first.stderr).toBe('SIGKILL');
  const { jobId } = JSON.parse(first.stdout.trim().split('\n')[0]!) as { jobId: string };

  // Only whole rounds survived: the open round's products are all still there.
  const afterCrash = await withDatabase(async (database) => ({
    ...(await outcomes(database)),
    job: (await findJobRow(database.db, jobId))!,
  }));
  expect(afterCrash.job.status).toBe('running');
  expect(afterCrash.job.processed).toBeGreaterThan(0);
  expect(afterCrash.job.processed).toBeLessThanOrEqual(KILL_AT);
  expect(afterCrash.job.processed % BULK_ROUND).toBe(0);
  expect(afterCrash.left).toBe(ROWS - afterCrash.job.processed);
  expect(afterCrash.entries).toBe(0);

  const second = await runChild(CHILD, { ...env, CRASH_MODE: 'resume', CRASH_JOB: jobId });
  expect(second.code, second.stderr).toBe(0);
  const after = await withDatabase(async (database) => ({
    ...(await outcomes(database)),
    job: (await findJobRow(database.db, jobId))!,
  }));
  expect(after).toMatchObject({ left: 0, entries: 1 });
  expect(after.job).toMatchObject({ status: 'succeeded', attempts: 2, processed: ROWS, total: ROWS });
  expect(after.job.result).toMatchObject({ deleted: ROWS });
}

describe('a bulk delete job whose process is killed mid-way', () => {
  it('on the embedded database: resumed after a restart, every product deleted once', async () => {
    await onEmbeddedDatabase(crashAndRestart);
  }, 300_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL: resumed after a restart, every product deleted once',
    async () => {
      await onPostgres(crashAndRestart);
    },
    300_000,
  );
});
