import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '@/db/database.ts';
import { type WithDatabase, crashJobAndRestart, itOnBothDatabases } from '@/test/killed-process.ts';
import { APPROVAL_ROUND } from './approval-job.ts';

/**
 * Issue 15: a process killed (SIGKILL) in the middle of an approval job and restarted approves
 * every row exactly once: committed rounds stay, the open one is redone. Real processes and real
 * pg-boss, on the embedded database and on PostgreSQL.
 */
const ROWS = 3_000;
const KILL_AT = 1_200;
const CHILD = 'src/test/staged/approval-crash-child.ts';

async function outcomes(database: Database) {
  const [counts] = await queryRows<{ approved: number; pending: number; products: number; distinct: number }>(
    database.db,
    sql`select
      (select count(*)::int from staged_products where sku like 'CRASH-%' and review_status = 'approved') as approved,
      (select count(*)::int from staged_products where sku like 'CRASH-%' and review_status = 'pending') as pending,
      (select count(*)::int from products where sku like 'CRASH-%') as products,
      (select count(distinct lower(sku))::int from products where sku like 'CRASH-%') as distinct`,
  );
  return counts!;
}

async function crashAndRestart(target: string, withDatabase: WithDatabase) {
  const after = await crashJobAndRestart(target, withDatabase, {
    child: CHILD,
    rows: ROWS,
    killAt: KILL_AT,
    round: APPROVAL_ROUND,
    state: outcomes,
    // Only whole rounds survived: each approved row has its product, the open round left nothing.
    afterCrash: (afterCrash) => {
      expect(afterCrash.approved).toBe(afterCrash.job.processed);
      expect(afterCrash.products).toBe(afterCrash.approved);
    },
  });
  expect(after).toMatchObject({ approved: ROWS, pending: 0, products: ROWS, distinct: ROWS });
  expect(after.job.result).toMatchObject({ approved: ROWS, created: ROWS, skipped: 0 });
}

describe('an approval job whose process is killed mid-way', () => {
  itOnBothDatabases('resumed after a restart, every row approved exactly once', crashAndRestart, 300_000);
});
