import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '@/db/database.ts';
import { checkpointEmbedded, isEmbedded } from './checkpoint.ts';

describe('checkpointEmbedded', () => {
  it('checkpoints the embedded database and removes the WAL a large write left, rather than keeping it for reuse', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crossover-checkpoint-'));
    const walBytes = () =>
      readdirSync(path.join(dataDir, 'pg_wal'))
        .filter((name) => /^[0-9A-F]{24}$/.test(name))
        .reduce((sum, name) => sum + statSync(path.join(dataDir, 'pg_wal', name)).size, 0);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const { db } = database;
      expect(isEmbedded(db)).toBe(true);
      const redo = async () =>
        (
          await queryRows<{ lsn: string }>(db, sql`select redo_lsn::text as lsn from pg_control_checkpoint()`)
        )[0]!.lsn;
      // About 60 MB of WAL: four 16 MB segments or more.
      await db.execute(
        sql`create table filler as select g, repeat(md5(g::text), 8) as pad from generate_series(1, 150000) g`,
      );
      const before = { redo: await redo(), wal: walBytes() };
      expect(before.wal).toBeGreaterThanOrEqual(64 * 1024 * 1024);
      expect(await checkpointEmbedded(db)).toBe(true);
      // The checkpoint's redo point moved past the write, and only the segment being written (and
      // at most one more) is left.
      expect(await redo()).not.toBe(before.redo);
      expect(walBytes()).toBeLessThanOrEqual(32 * 1024 * 1024);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

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
