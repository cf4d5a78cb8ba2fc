import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Database, type Db, queryRows } from '@/db/database.ts';
import { createTestDatabase } from '@/test/database.ts';
import { beginImportStaging, pendingSkuKeysOutside, pendingSkuKeysQuery } from './staging-repo.ts';

let database: Database;
const PENDING_ROWS = 3000;

beforeAll(async () => {
  database = await createTestDatabase();
  const stagePending = (prefix: string, count: number) =>
    database.db.execute(
      sql`insert into staged_products (name, sku, review_status)
          select 'Staged ' || g, ${prefix} || g, 'pending' from generate_series(1, ${count}) g`,
    );
  // An earlier import's rows, staged and deleted: vacuum shrinks the table but not its pending-SKU
  // index, and the statistics say staging is nearly empty. Then thousands of pending rows from another
  // source arrive: what an import's batches see while autovacuum has not come by yet.
  await stagePending('GONE-', 20_000);
  await database.db.execute(sql`delete from staged_products where sku not in ('GONE-1', 'GONE-2', 'GONE-3')`);
  await database.db.execute(sql`vacuum analyze staged_products`);
  await stagePending('PEND-', PENDING_ROWS);
});
afterAll(async () => {
  await database.close();
});

const keys = Array.from({ length: 500 }, (_, i) => `pend-${i * 6 + 1}`);

async function planOf(tx: Db): Promise<string> {
  const lines = await queryRows<{ 'QUERY PLAN': string }>(
    tx,
    sql`explain ${pendingSkuKeysQuery(keys, 'another-import')}`,
  );
  return lines.map((line) => line['QUERY PLAN']).join('\n');
}

describe('the pending-SKU probe of an import batch', () => {
  it('finds the keys pending from another source, whatever their case in staging', async () => {
    const found = await database.db.transaction(async (tx) => {
      await beginImportStaging(tx as unknown as Db);
      return pendingSkuKeysOutside(tx as unknown as Db, [...keys, 'not-staged-1'], 'another-import');
    });
    expect(found.size).toBe(keys.length);
    expect(found.has('not-staged-1')).toBe(false);
  });

  it('probes the pending-SKU index even with statistics from a near-empty table', async () => {
    const plan = await database.db.transaction(async (tx) => {
      await beginImportStaging(tx as unknown as Db);
      return planOf(tx as unknown as Db);
    });
    expect(plan).toContain('staged_products_pending_sku_idx');
    expect(plan).not.toMatch(/Seq Scan on staged_products/);
  });

  it('leaves the planner as it was once the batch has committed', async () => {
    await database.db.transaction(async (tx) => beginImportStaging(tx as unknown as Db));
    const [setting] = await queryRows<{ enable_seqscan: string }>(database.db, sql`show enable_seqscan`);
    expect(setting!.enable_seqscan).toBe('on');
  });
});
