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
 * Fixed-window counters in the database, so every app process sees the same counts (password
 * reset requests; sign-in uses the growing waits of throttle.ts). `hit` counts one event in a
 * single statement and returns the new state, so callers compare after counting: parallel
 * requests each see their own count and cannot all slip under the limit.
 */
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
