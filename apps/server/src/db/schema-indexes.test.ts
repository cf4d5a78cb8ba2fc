import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '@/db/database.ts';
import { createTestDatabase } from '@/test/database.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/**
 * Deleting (or re-keying) a referenced row makes PostgreSQL look up the referencing rows; without
 * an index on the foreign-key column that is a full scan of the referencing table per deleted row
 * (1,000 users took 12 s). An index serves a foreign key when its leading columns are exactly the
 * key's columns, in any order.
 */
describe('migrated schema', () => {
  it('has the foreign keys this test checks', async () => {
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pg_constraint c
          join pg_namespace n on n.oid = c.connamespace
          where c.contype = 'f' and n.nspname = 'public'`,
    );
    expect(row!.count).toBeGreaterThan(20);
  });

  it('indexes every foreign-key column', async () => {
    const unindexed = await queryRows<{ key: string }>(
      database.db,
      sql`select c.conrelid::regclass::text || '(' || (
                 select string_agg(a.attname, ', ' order by k.ord)
                 from unnest(c.conkey) with ordinality k(attnum, ord)
                 join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
               ) || ') -> ' || c.confrelid::regclass::text as key
          from pg_constraint c
          join pg_namespace n on n.oid = c.connamespace
          where c.contype = 'f' and n.nspname = 'public'
            and not exists (
              select 1 from pg_index i
              where i.indrelid = c.conrelid
                -- a whole index, or one on the rows where a one-column key is set (the key's
                -- lookups, col = $1, imply it)
                and (i.indpred is null
                     or (array_length(c.conkey, 1) = 1
                         and pg_get_expr(i.indpred, i.indrelid) = '(' || (
                               select a.attname from pg_attribute a
                               where a.attrelid = c.conrelid and a.attnum = c.conkey[1]
                             ) || ' IS NOT NULL)'))
                -- the index's first n key columns are the foreign key's n columns (indkey is 0-based)
                and array_length(c.conkey, 1) <= i.indnkeyatts
                and (select array_agg(i.indkey[j] order by i.indkey[j])
                     from generate_series(0, array_length(c.conkey, 1) - 1) j)
                    = (select array_agg(x order by x) from unnest(c.conkey) x)
            )
          order by 1`,
    );
    expect(unindexed.map((r) => r.key)).toEqual([]);
  });
});
