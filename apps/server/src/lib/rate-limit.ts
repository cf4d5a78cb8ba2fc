import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';

export interface RateLimitRule {
  /** How many counted events a window allows. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Fixed-window counters in the database, so every app process sees the same counts.
 * `peek` reads without counting; `hit` counts one event and returns the new state.
 */
export async function peekRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitState> {
  const rows = await queryRows<{ count: number; age: number }>(
    db,
    sql`
    select count, extract(epoch from (now() - window_start))::float8 as age
    from rate_limits where key = ${key}`,
  );
  const row = rows[0];
  if (!row || Number(row.age) >= rule.windowSeconds) return { count: 0, retryAfter: 0 };
  return { count: Number(row.count), retryAfter: Math.ceil(rule.windowSeconds - Number(row.age)) };
}

export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitState> {
  const window = `${rule.windowSeconds} seconds`;
  const rows = await queryRows<{ count: number; age: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - ${window}::interval then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - ${window}::interval then now() else rate_limits.window_start end
    returning count, extract(epoch from (now() - window_start))::float8 as age`,
  );
  const row = rows[0]!;
  return { count: Number(row.count), retryAfter: Math.ceil(rule.windowSeconds - Number(row.age)) };
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
