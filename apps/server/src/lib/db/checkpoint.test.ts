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
        (await queryRows<{ lsn: string }>(db, sql`select redo_lsn::text as lsn from pg_control_checkpoint()`))[0]!
          .lsn;
      await db.execute(sql`create table filler as select g, repeat('x', 200) as pad from generate_series(1, 5000) g`);
      const before = await redo();
      expect(await checkpointEmbedded(db)).toBe(true);
      // The checkpoint's redo point moved past the write: its WAL is no longer needed.
      expect(await redo()).not.toBe(before);
    } finally {
      await database.close();
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
