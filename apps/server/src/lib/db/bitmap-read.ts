import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '@/db/database.ts';

/**
 * Runs a read that stops at a LIMIT (a capped count, a capped facet scan) with the planner kept to
 * bitmap scans: sequential and plain index scans are off for that one statement (SET LOCAL in its
 * own transaction).
 *
 * Left to itself the planner answers "the first N rows matching a search" by reading the table in
 * physical order until N have matched, betting the matches are spread evenly. They seldom are: a
 * manufacturer's line arrives in one import and sits together, so the read covers most of the
 * table before the first match ('titan' at 1M products: 1.7 s, or 1 ms when another scan happened
 * to leave the shared scan position there; p99 of seconds under load). A bitmap scan costs the
 * index lookup plus the rows it returns, wherever they sit (the same count: 25–30 ms).
 *
 * Nor in parallel, as nothing the app runs (db/database.ts): workers read on past the LIMIT.
 *
 * Only for a condition an index answers (a search with a word the trigram indexes can look up);
 * otherwise the bitmap scan has nothing to start from. Inside a caller's transaction the settings
 * would outlive the statement, so there the read runs as the planner likes.
 */
export async function readThroughBitmap<T>(db: Db, query: SQL): Promise<T[]> {
  const outer: Db = db;
  if (db instanceof PgTransaction) return queryRows<T>(outer, query);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return queryRows<T>(tx, query);
  });
}
