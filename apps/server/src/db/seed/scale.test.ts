import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '@/db/database.ts';
import { createTestDatabase } from '@/test/database.ts';
import { generateProducts } from './scale.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('generateProducts', () => {
  it('leaves planner statistics and the visibility map current (no wait for autovacuum)', async () => {
    await generateProducts(database.db, 600, { newManufacturers: 2, seriesSize: 100 });
    const [products] = await queryRows<{ reltuples: number; relallvisible: number; relpages: number }>(
      database.db,
      sql`select reltuples::float8 as reltuples, relallvisible, relpages from pg_class where relname = 'products'`,
    );
    // A fresh table reads -1 until ANALYZE or VACUUM has counted it.
    expect(products!.reltuples).toBe(600);
    expect(products!.relpages).toBeGreaterThan(0);
    expect(products!.relallvisible).toBe(products!.relpages);
  });

  it('builds the indexes it set aside for a large generation again, exactly as they were', async () => {
    const indexes = () =>
      queryRows<{ name: string; definition: string; valid: boolean }>(
        database.db,
        sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition, i.indisvalid as valid
            from pg_index i join pg_class c on c.oid = i.indexrelid
            where i.indrelid = 'products'::regclass order by 1`,
      );
    const before = await indexes();
    expect(before.filter((index) => !index.definition.includes('UNIQUE')).length).toBeGreaterThan(0);
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from products`,
    );
    await generateProducts(database.db, count + 100, { seriesSize: 100, rebuildIndexesFrom: 1 });
    expect(await indexes()).toEqual(before);
    // The rebuilt trigram index answers a search (the planner is made to use it).
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const [found] = await queryRows<{ n: number }>(
        tx as never,
        sql`select count(*)::int as n from products where name ilike '%titan%'`,
      );
      expect(found!.n).toBeGreaterThan(0);
    });
  });
});
