-- Staging's inserts pay for every index: the plain sku index served no query, and the three
-- foreign keys an import leaves null are indexed only where set (decision 0019).
DROP INDEX "staged_products_sku_idx";--> statement-breakpoint
DROP INDEX "staged_products_scrape_job_idx";--> statement-breakpoint
DROP INDEX "staged_products_reviewed_by_idx";--> statement-breakpoint
DROP INDEX "staged_products_ai_job_idx";--> statement-breakpoint
CREATE INDEX "staged_products_scrape_job_idx" ON "staged_products" USING btree ("scrape_job_id") WHERE "staged_products"."scrape_job_id" is not null;--> statement-breakpoint
CREATE INDEX "staged_products_reviewed_by_idx" ON "staged_products" USING btree ("reviewed_by") WHERE "staged_products"."reviewed_by" is not null;--> statement-breakpoint
CREATE INDEX "staged_products_ai_job_idx" ON "staged_products" USING btree ("ai_enhancement_job_id") WHERE "staged_products"."ai_enhancement_job_id" is not null;