import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/database.ts';

/** PostgreSQL allows 65,535 bind parameters per statement; stay well under it. */
const MAX_PARAMETERS = 60_000;

/** Multi-row inserts, split so no statement exceeds the bind-parameter limit. */
export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Math.max(...rows.slice(0, 50).map((row) => Object.keys(row).length), 1);
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}
