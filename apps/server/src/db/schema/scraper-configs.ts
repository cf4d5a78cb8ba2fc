import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** How to scrape one manufacturer site: CSS selectors per product field, and page behaviour. */
export const scraperConfigs = pgTable(
  'scraper_configs',
  {
    id: idColumn(),
    name: text('name').notNull().unique(),
    displayName: text('display_name').notNull(),
    description: text('description'),
    selectors: jsonb('selectors').$type<Record<string, string>>().notNull(),
    waitForSelector: text('wait_for_selector'),
    scrollToBottom: boolean('scroll_to_bottom').notNull().default(false),
    /** Milliseconds. */
    maxWaitTime: integer('max_wait_time').notNull().default(10000),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('scraper_configs_created_by_idx').on(t.createdBy)],
);
