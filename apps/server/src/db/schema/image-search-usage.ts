import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * Searches each image search provider answered per calendar month (UTC, 'YYYY-MM'), counted
 * before each request so quotas hold across processes and restarts (modules/image-search).
 * `blockedUntil`: a provider that answered 429 (an hour) or 401 (the rest of the month) is
 * skipped until then.
 */
export const imageSearchUsage = pgTable(
  'image_search_usage',
  {
    provider: text('provider').notNull(),
    month: text('month').notNull(),
    used: integer('used').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.month] })],
);
