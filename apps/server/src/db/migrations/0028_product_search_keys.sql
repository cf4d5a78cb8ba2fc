-- Decision 0066. The word-start keys (0026) become a stored column, and their index a GIN index
-- of both the keys and the trigrams of name, SKU and description joined by blanks: a search led
-- by a short word ('subwoofer 12') looks up every word in one scan of it. Adding the column
-- rewrites products once.
DROP INDEX "products_word_starts_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "word_starts" text[] GENERATED ALWAYS AS (product_word_starts(name, sku, description)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_keys_idx" ON "products" USING gin ("word_starts",("name" || ' ' || "sku" || ' ' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
-- The planner weighs a short word by the new column's statistics (search.ts shortWordsLead);
-- without autovacuum they would wait for the next ANALYZE.
ANALYZE "products";
