-- The search-words trigger (migration 0024) looks each new word up by equality. pg_trgm's GIN
-- index also answers `=`, and the planner chose it: every lookup then decoded the posting lists of
-- the word's trigrams, so each statement's cost grew with the table (seeding 1M products in 25k
-- batches slowed to minutes a batch). Inside the trigger only the btree is offered; the setting
-- holds while the function runs and is restored after.
ALTER FUNCTION product_search_words_add() SET enable_bitmapscan = off;
