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
});
