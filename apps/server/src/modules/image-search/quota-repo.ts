import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { imageSearchUsage } from '@/db/schema/image-search-usage.ts';

/** The quota table's queries (db/schema/image-search-usage.ts). */

export type UsageRow = typeof imageSearchUsage.$inferSelect;

/** A calendar month in UTC, the quota's period: '2026-11'. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The first instant of the next month (UTC): when a month's block ends. */
export function nextMonthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

export async function usageOfMonth(db: Db, month: string): Promise<Map<string, UsageRow>> {
  const rows = await db.select().from(imageSearchUsage).where(eq(imageSearchUsage.month, month));
  return new Map(rows.map((row) => [row.provider, row]));
}

/**
 * Counts one search against the provider's month if it has searches left: one statement, so two
 * processes searching at once never go over the total. False when the quota is used up.
 */
export async function reserveSearch(
  db: Db,
  provider: string,
  month: string,
  total: number,
): Promise<boolean> {
  if (total <= 0) return false;
  const rows = await db
    .insert(imageSearchUsage)
    .values({ provider, month, used: 1 })
    .onConflictDoUpdate({
      target: [imageSearchUsage.provider, imageSearchUsage.month],
      set: { used: sql`${imageSearchUsage.used} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${imageSearchUsage.used} < ${total}`,
    })
    .returning({ used: imageSearchUsage.used });
  return rows.length === 1;
}

/** Gives a reserved search back (the provider refused it without counting it: 429, 401). */
export async function releaseSearch(db: Db, provider: string, month: string): Promise<void> {
  await db
    .update(imageSearchUsage)
    .set({ used: sql`greatest(${imageSearchUsage.used} - 1, 0)`, updatedAt: sql`now()` })
    .where(and(eq(imageSearchUsage.provider, provider), eq(imageSearchUsage.month, month)));
}

/** Skips the provider until `until` (429: an hour; 401: the rest of the month). */
export async function blockProvider(
  db: Db,
  provider: string,
  month: string,
  until: Date,
  reason: string,
): Promise<void> {
  await db
    .insert(imageSearchUsage)
    .values({ provider, month, used: 0, blockedUntil: until, blockedReason: reason })
    .onConflictDoUpdate({
      target: [imageSearchUsage.provider, imageSearchUsage.month],
      set: { blockedUntil: until, blockedReason: reason, updatedAt: sql`now()` },
    });
}
