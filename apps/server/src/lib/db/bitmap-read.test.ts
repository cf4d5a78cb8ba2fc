import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '@/db/database.ts';
import { createTestDatabase } from '@/test/database.ts';
import { readThroughBitmap } from './bitmap-read.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  // Matches that sit together at the end of the table, as one manufacturer's line imported at once.
  await db.execute(sql`create table bitmap_read_probe (id int primary key, name text not null)`);
  await db.execute(sql`insert into bitmap_read_probe
    select n, case when n > 4500 then 'Titan amplifier ' || n else 'Vortex speaker ' || n end
    from generate_series(1, 5000) as n`);
  await db.execute(
    sql`create index bitmap_read_probe_trgm on bitmap_read_probe using gin (name gin_trgm_ops)`,
  );
  await db.execute(sql`analyze bitmap_read_probe`);
});
afterAll(async () => {
  await database.close();
});

const planner = async (read: typeof queryRows) =>
  (
    await read<{ seq: string; index: string; workers: string }>(
      database.db,
      sql`select current_setting('enable_seqscan') as seq, current_setting('enable_indexscan') as index,
                 current_setting('max_parallel_workers_per_gather') as workers`,
    )
  )[0];

const firstMatches = sql`select count(*)::int as n from
  (select 1 from bitmap_read_probe where name ilike '%titan%' limit 101) as capped`;

describe('readThroughBitmap', () => {
  it('answers what the query answers', async () => {
    expect(await readThroughBitmap(database.db, firstMatches)).toEqual(
      await queryRows(database.db, firstMatches),
    );
    expect(await readThroughBitmap(database.db, firstMatches)).toEqual([{ n: 101 }]);
  });

  it('reads through the index by a bitmap scan, never in table order', async () => {
    const plan = await readThroughBitmap<{ 'QUERY PLAN': string }>(database.db, sql`explain ${firstMatches}`);
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('Bitmap Index Scan on bitmap_read_probe_trgm');
    expect(text).not.toContain('Seq Scan');
  });

  it('turns the planner settings off for its own statement only', async () => {
    // No connection of the app's has parallel workers: PostgreSQL's are opened without them
    // (db/database.ts), the embedded database has none to begin with.
    const before = await planner(queryRows);
    expect(before).toEqual({ seq: 'on', index: 'on', workers: '0' });
    expect(await planner(readThroughBitmap)).toEqual({ seq: 'off', index: 'off', workers: '0' });
    // The connection goes back to the pool (or the embedded database) as it was.
    for (let i = 0; i < 6; i += 1) expect(await planner(queryRows)).toEqual(before);
  });
});
