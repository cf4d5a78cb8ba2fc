DROP INDEX "orders_user_idempotency_key_uq";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "reserved_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD COLUMN "category" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key_vendor_uq" ON "orders" USING btree ("user_id","idempotency_key",coalesce("vendor_organization_id", ''));--> statement-breakpoint
CREATE INDEX "pricing_rules_category_idx" ON "pricing_rules" USING btree (lower("category"));--> statement-breakpoint
CREATE INDEX "products_sort_subcategory_idx" ON "products" USING btree (coalesce(lower("subcategory"), ''),lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_sort_category_idx" ON "products" USING btree (coalesce(lower("category"), ''),lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_sort_name_idx" ON "products" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_sort_sku_idx" ON "products" USING btree (lower("sku"),"id");--> statement-breakpoint
CREATE INDEX "products_sort_price_idx" ON "products" USING btree (coalesce("map_price", "retail_price", 100000000),"id");