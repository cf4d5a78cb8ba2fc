import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '@/db/database.ts';
import { type WithDatabase, crashJobAndRestart, itOnBothDatabases } from '@/test/killed-process.ts';
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
  const after = await crashJobAndRestart(target, withDatabase, {
    child: CHILD,
    rows: ROWS,
    killAt: KILL_AT,
    round: BULK_ROUND,
    state: outcomes,
    // Only whole rounds survived: the open round's products are all still there.
    afterCrash: (afterCrash) => {
      expect(afterCrash.left).toBe(ROWS - afterCrash.job.processed);
      expect(afterCrash.entries).toBe(0);
    },
  });
  expect(after).toMatchObject({ left: 0, entries: 1 });
  expect(after.job.result).toMatchObject({ deleted: ROWS });
}

describe('a bulk delete job whose process is killed mid-way', () => {
  itOnBothDatabases('resumed after a restart, every product deleted once', crashAndRestart, 300_000);
});
