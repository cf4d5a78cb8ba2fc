import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '@/db/database.ts';
import { type WithDatabase, crashJobAndRestart, itOnBothDatabases } from '@/test/killed-process.ts';
import { PRICE_ROUND } from './process-job.ts';

/**
 * Issue 16: a process killed (SIGKILL) in the middle of a price-list job and restarted applies
 * every row exactly once, with one change per field changed: committed rounds stay, the open one
 * is redone. Real processes and real pg-boss, on the embedded database and on PostgreSQL.
 */
const ROWS = 8_000;
const KILL_AT = 4_000;
const CHILD = 'src/test/pricing/price-import-crash-child.ts';

async function outcomes(database: Database) {
  const [counts] = await queryRows<{ prices: number; changes: number; distinct: number; status: string }>(
    database.db,
    sql`select
      (select count(*)::int from distributor_pricing where dist_cost = 10.00) as prices,
      (select count(*)::int from pricing_changes) as changes,
      (select count(distinct (product_id, change_type))::int from pricing_changes) as distinct,
      (select status from pricing_imports where filename = 'crash.csv') as status`,
  );
  return counts!;
}

async function crashAndRestart(target: string, withDatabase: WithDatabase) {
  const after = await crashJobAndRestart(target, withDatabase, {
    child: CHILD,
    rows: ROWS,
    killAt: KILL_AT,
    round: PRICE_ROUND,
    state: outcomes,
    // Only whole rounds survived: a price and its two changes per row of each committed round.
    afterCrash: (afterCrash) => {
      expect(afterCrash.status).toBe('processing');
      expect(afterCrash.prices).toBe(afterCrash.job.processed);
      expect(afterCrash.changes).toBe(afterCrash.job.processed * 2);
    },
  });
  expect(after).toMatchObject({ status: 'completed', prices: ROWS, changes: ROWS * 2, distinct: ROWS * 2 });
}

describe('a price-list job whose process is killed mid-way', () => {
  itOnBothDatabases('resumed after a restart, every row applied once', crashAndRestart, 300_000);
});
