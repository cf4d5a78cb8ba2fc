import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '@/db/database.ts';
import { checkpointEmbedded, isEmbedded } from './checkpoint.ts';

describe('checkpointEmbedded', () => {
  it('checkpoints the embedded database after a write', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const { db } = database;
      expect(isEmbedded(db)).toBe(true);
      const redo = async () =>
        (
          await queryRows<{ lsn: string }>(db, sql`select redo_lsn::text as lsn from pg_control_checkpoint()`)
        )[0]!.lsn;
      await db.execute(
        sql`create table filler as select g, repeat('x', 200) as pad from generate_series(1, 5000) g`,
      );
      const before = await redo();
      expect(await checkpointEmbedded(db)).toBe(true);
      // The checkpoint's redo point moved past the write: its WAL is no longer needed.
      expect(await redo()).not.toBe(before);
    } finally {
      await database.close();
    }
  });

  it('removes the WAL a large write left in the data folder, rather than keeping it for reuse', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crossover-checkpoint-'));
    const walBytes = () =>
      readdirSync(path.join(dataDir, 'pg_wal'))
        .filter((name) => /^[0-9A-F]{24}$/.test(name))
        .reduce((sum, name) => sum + statSync(path.join(dataDir, 'pg_wal', name)).size, 0);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      // About 60 MB of WAL: four 16 MB segments or more.
      await database.db.execute(
        sql`create table filler as select g, repeat(md5(g::text), 8) as pad from generate_series(1, 150000) g`,
      );
      const before = walBytes();
      expect(before).toBeGreaterThanOrEqual(64 * 1024 * 1024);
      await checkpointEmbedded(database.db);
      // The segment being written, and at most one more.
      expect(walBytes()).toBeLessThanOrEqual(32 * 1024 * 1024);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves PostgreSQL to its own checkpointer', async () => {
    // A node-postgres pool that is never connected: checkpointEmbedded must not send anything.
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
    try {
      expect(isEmbedded(database.db)).toBe(false);
      expect(await checkpointEmbedded(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
