import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The first answer to a write sent with an Idempotency-Key, per (user, key, route), so that a
 * repeated request (a double click, a retry after a lost answer) answers what the first one did
 * instead of doing the work again. In the database so that several app processes share it; rows
 * expire (plugins/idempotency.ts). `status` is null while the first request is still running.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** 'POST /api/scraper/staged-bulk': the method and the route's pattern. */
    route: text('route').notNull(),
    /** sha-256 of the path and body: the same key sent with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.route] })],
);
