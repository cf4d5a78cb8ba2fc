DROP INDEX "staged_products_manufacturer_idx";--> statement-breakpoint
DROP INDEX "staged_products_review_status_idx";--> statement-breakpoint
CREATE INDEX "staged_products_manufacturer_idx" ON "staged_products" USING btree ("manufacturer_id","review_status","created_at","id");--> statement-breakpoint
CREATE INDEX "staged_products_review_status_idx" ON "staged_products" USING btree ("review_status","created_at","id");