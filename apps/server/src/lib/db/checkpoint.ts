import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';

/**
 * Jobs that wrote at least this many rows end with a checkpoint on the embedded database
 * (run-job.ts): an import or approval of a few hundred rows leaves little WAL behind.
 */
export const CHECKPOINT_AFTER_ROWS = 1_000;

/** Whether `db` is the embedded engine (PGlite) rather than a PostgreSQL server. */
export function isEmbedded(db: Db): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof PGlite;
}

/**
 * Runs CHECKPOINT on the embedded database after a large write (a seed, a large import or
 * approval); does nothing on PostgreSQL, whose checkpointer runs on its own. PGlite has no
 * background checkpointer, so the WAL of every write since the last checkpoint stays on disk:
 * seeding 100,000 products left an 841 MB data folder of which 593 MB was WAL. A checkpoint lets
 * PostgreSQL remove the segments it no longer needs. Answers whether it ran.
 */
export async function checkpointEmbedded(db: Db): Promise<boolean> {
  if (!isEmbedded(db)) return false;
  // With wal_recycle on (the default), a checkpoint renames the segments it no longer needs into
  // future ones instead of deleting them: after a 100,000-product seed the WAL stayed at 208 MB,
  // all of it preallocated. Off, they are removed. PGlite is one session, so this holds for the
  // rest of it (its shutdown checkpoint included), which is what an embedded database wants.
  await db.execute(sql`set wal_recycle = off`);
  await db.execute(sql`checkpoint`);
  return true;
}
