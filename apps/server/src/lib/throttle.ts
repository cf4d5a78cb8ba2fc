import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';

/**
 * Growing waits between attempts, per key, in the `rate_limits` table so that every app process
 * sees the same counts. For these keys `count` is the number of attempts in the current run and
 * `window_start` is when the last of them began; a run is forgotten after a quiet period.
 */
export interface ThrottleRule {
  /** Attempts allowed back to back before any wait. */
  freeAttempts: number;
  /** The first wait; each further attempt doubles it. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** A key with no attempt for this long starts over. */
  forgetAfterSeconds: number;
}

export interface ThrottledKey {
  key: string;
  rule: ThrottleRule;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfter: number };

/** Seconds to wait after the last attempt once `attempts` were made. */
export function delayAfter(rule: ThrottleRule, attempts: number): number {
  if (attempts < rule.freeAttempts) return 0;
  const doublings = attempts - rule.freeAttempts;
  // 2^31 and beyond only matter as "the cap"; keep the arithmetic finite.
  return Math.min(rule.baseDelaySeconds * 2 ** Math.min(doublings, 30), rule.maxDelaySeconds);
}

/**
 * Counts one attempt on every key, or on none: refused (with the longest wait) if any key still
 * has to wait. Runs in one transaction holding the keys' rows, locked in key order so that
 * parallel attempts queue up instead of all reading the same count.
 */
export async function reserveAttempt(db: Db, keys: ThrottledKey[]): Promise<Reservation> {
  const byKey = new Map(keys.map((k) => [k.key, k.rule]));
  const sorted = [...byKey.keys()].sort();
  if (sorted.length === 0) return { allowed: true };
  const keyList = sql.join(
    sorted.map((key) => sql`${key}`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into rate_limits (key, window_start, count)
      values ${sql.join(
        sorted.map((key) => sql`(${key}, now(), 0)`),
        sql`, `,
      )}
      on conflict (key) do nothing`);
    await tx.execute(sql`select key from rate_limits where key in (${keyList}) order by key for update`);
    // Read after the lock: the counts another attempt just committed, and the real clock.
    const rows = await queryRows<{ key: string; count: number; age: number }>(
      tx as unknown as Db,
      sql`
      select key, count, extract(epoch from (clock_timestamp() - window_start))::float8 as age
      from rate_limits where key in (${keyList})`,
    );
    let retryAfter = 0;
    const next: { key: string; count: number }[] = [];
    for (const row of rows) {
      const rule = byKey.get(row.key)!;
      const age = Number(row.age);
      const attempts = age >= rule.forgetAfterSeconds ? 0 : Number(row.count);
      const wait = attempts === 0 ? 0 : delayAfter(rule, attempts) - age;
      if (wait > 0) retryAfter = Math.max(retryAfter, Math.ceil(wait));
      next.push({ key: row.key, count: attempts + 1 });
    }
    if (retryAfter > 0) return { allowed: false, retryAfter };
    await tx.execute(sql`
      update rate_limits set count = v.count, window_start = clock_timestamp()
      from (values ${sql.join(
        next.map((n) => sql`(${n.key}::text, ${n.count}::int)`),
        sql`, `,
      )}) as v(key, count)
      where rate_limits.key = v.key`);
    return { allowed: true };
  });
}

/** Takes back one counted attempt (it succeeded), leaving the time of the last one as it is. */
export async function forgiveAttempt(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`
    update rate_limits set count = greatest(count - 1, 0)
    where key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`);
}

export async function forgetKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
