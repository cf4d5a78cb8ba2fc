CREATE INDEX "products_word_starts_idx" ON "products" USING gin (product_word_starts("name", "sku", "description"));
--> statement-breakpoint
-- The planner weighs a short word by this index's statistics (search.ts shortWordsLead); without
-- autovacuum they would wait for the next ANALYZE.
ANALYZE "products";
