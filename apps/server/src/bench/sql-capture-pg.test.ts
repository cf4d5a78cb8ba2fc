import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/database.ts';
import { createTestDatabase } from '@/test/database.ts';
import { captureStatements, replayStatements, sequentialRounds } from './sql-capture.ts';

// Capture works on node-postgres's pool only: this runs where CI runs the PostgreSQL pass.
describe.runIf(process.env.TEST_DATABASE_URL)('captureStatements and replayStatements on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  // A temporary table lives on one connection: the insert fails unless it runs where the create did.
  const request = async () => {
    await database.db.execute(sql`select 1`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table capture_probe (x int) on commit drop`);
      await tx.execute(sql`insert into capture_probe values (1)`);
    });
  };

  it("records a transaction's statements with their connection", async () => {
    const captured = await captureStatements(database.db, request);
    expect(captured.map((s) => s.connection)).toEqual([undefined, 1, 1, 1, 1]);
    expect(sequentialRounds(captured)).toBe(5);
  });

  it('replays many at once without holding every connection in transactions that wait for the pool', async () => {
    // A pool statement sent from inside a transaction: the commit came after it answered. On
    // replay the commit waits for its own connection's statements only; waiting for the pool's
    // too, ten replays on five connections would hold all five in transactions and wait forever.
    const captured = await captureStatements(database.db, async () => {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await database.db.execute(sql`select 2`);
      });
    });
    expect(captured.map((s) => s.connection)).toEqual([1, 1, undefined, 1]);
    await Promise.all(Array.from({ length: 10 }, () => replayStatements(database.db, captured)));
  }, 15_000);

  it("replays a transaction's statements on one connection, in order", async () => {
    const captured = await captureStatements(database.db, request);
    for (let i = 0; i < 3; i += 1)
      await expect(replayStatements(database.db, captured)).resolves.toBeUndefined();
  });
});
