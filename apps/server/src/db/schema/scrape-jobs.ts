import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** A run of a scraper config against a manufacturer's site; found products are staged. */
export const scrapeJobs = pgTable(
  'scrape_jobs',
  {
    id: idColumn(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    configName: text('config_name').notNull(),
    manufacturerName: text('manufacturer_name'),
    /** pending, running, completed or failed */
    status: text('status').notNull().default('pending'),
    productsFound: integer('products_found').notNull().default(0),
    productsImported: integer('products_imported').notNull().default(0),
    errorLog: text('error_log'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('scrape_jobs_user_idx').on(t.userId), index('scrape_jobs_status_idx').on(t.status)],
);
