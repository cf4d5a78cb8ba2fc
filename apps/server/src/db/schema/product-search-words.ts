import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Where each word of the catalogue sorts first and last by name (decision 0063): for every
 * whitespace-separated word of a product's lower-cased name, SKU and description, bounds on
 * lower(name) of the products holding it. A search walks the name order from the least bound of
 * its words instead of from the start: 'titan' at 1M products matches from row 700,038 on.
 *
 * Rows are only ever added, by statement-level triggers on `products` (migration 0024): a
 * statement adds a row for each word whose bounds it widens or that is new, so concurrent writers
 * never wait on each other here. A word's bounds are the least first_name and the greatest
 * last_name over its rows. They stay bounds after a rename or a delete (they only get looser), so
 * the table never leaves out a product a search would find.
 */
export const productSearchWords = pgTable(
  'product_search_words',
  {
    word: text('word').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
  },
  (t) => [
    index('product_search_words_word_idx').on(t.word),
    // A short pending list (256 kB, not 4 MB): every search scans it, and the embedded database
    // has no autovacuum to empty it (200,000 words seeded through the triggers left 300 pages to
    // scan per lookup). None at all made seeding 100k products 12 times slower (decision 0063).
    index('product_search_words_word_trgm_idx')
      .using('gin', t.word.op('gin_trgm_ops'))
      .with({ gin_pending_list_limit: 256 }),
  ],
);
