import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/database.ts';
import { createTestDatabase } from '@/test/database.ts';
import { countCapped, estimatedRows } from './counts.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const numbers = (n: number) => sql`select n from generate_series(1, ${n}::int) as n`;

describe('countCapped', () => {
  it.each([
    { rows: 0, cap: 5, expected: { count: 0, capped: false } },
    { rows: 4, cap: 5, expected: { count: 4, capped: false } },
    { rows: 5, cap: 5, expected: { count: 5, capped: false } },
    { rows: 6, cap: 5, expected: { count: 5, capped: true } },
    { rows: 5000, cap: 5, expected: { count: 5, capped: true } },
  ])('counts $rows rows with cap $cap as $expected', async ({ rows, cap, expected }) => {
    expect(await countCapped(database.db, numbers(rows), cap)).toEqual(expected);
  });

  it('stops at the default cap of 1,000', async () => {
    expect(await countCapped(database.db, numbers(999))).toEqual({ count: 999, capped: false });
    expect(await countCapped(database.db, numbers(1000))).toEqual({ count: 1000, capped: false });
    expect(await countCapped(database.db, numbers(1001))).toEqual({ count: 1000, capped: true });
  });
});

describe('estimatedRows', () => {
  it("answers the planner's estimate without running the query", async () => {
    // generate_series' row estimate is its span when the bounds are constants.
    expect(await estimatedRows(database.db, sql`select n from generate_series(1, 12345) as n`)).toBe(12345);
  });
});
