import { COUNT_CAP } from '@crossover/domain/counts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { readThroughBitmap } from './bitmap-read.ts';

/** A count that stops at a cap: `count` is min(matches, cap), `capped` says there were more. */
export interface CappedCount {
  count: number;
  capped: boolean;
}

/**
 * Counts the rows of `rows` (a SELECT of the matching rows; its columns do not matter) up to `cap`,
 * in one statement that reads at most cap + 1 of them: the cost stays flat however many match
 * (decision 0045). The extra row tells "exactly cap" from "more than cap". `bitmap`: the rows come
 * from an index lookup (a search's words), read as readThroughBitmap says.
 */
export async function countCapped(
  db: Db,
  rows: SQL,
  cap: number = COUNT_CAP,
  { bitmap = false }: { bitmap?: boolean } = {},
): Promise<CappedCount> {
  const query = sql`select count(*)::int as n from ${cappedRows(rows, cap)}`;
  const [row] = bitmap
    ? await readThroughBitmap<{ n: number | string }>(db, query)
    : await queryRows<{ n: number | string }>(db, query);
  return cappedCount(Number(row?.n ?? 0), cap);
}

/** The rows countCapped counts: at most one more than the cap. */
export const cappedRows = (rows: SQL, cap: number = COUNT_CAP): SQL =>
  sql`(${rows} limit ${cap + 1}) as capped`;

/** What countCapped answers for `n` rows counted from cappedRows. */
export const cappedCount = (n: number, cap: number = COUNT_CAP): CappedCount =>
  n > cap ? { count: cap, capped: true } : { count: n, capped: false };

/**
 * The planner's estimate of how many rows `query` returns (EXPLAIN, nothing run): for a screen
 * that only needs a magnitude. As good as the table's statistics (ANALYZE); never exact.
 */
export async function estimatedRows(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  // node-postgres parses the json column; PGlite may hand it back as text.
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
}
