DROP INDEX "products_lower_sku_idx";--> statement-breakpoint
DROP INDEX "staged_products_manufacturer_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "products_lower_sku_uq" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "staged_products_manufacturer_idx" ON "staged_products" USING btree ("manufacturer_id","review_status","created_at");