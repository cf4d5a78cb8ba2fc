import { index, json, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Server-side sessions. `sid` is the sha-256 of the cookie's token, so a leaked table cannot be
 * replayed as cookies. `user_id` is ours (not in the spec's table) so that all of a user's
 * sessions can be ended at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('IDX_session_expire').on(t.expire), index('sessions_user_idx').on(t.userId)],
);
