DROP INDEX "products_status_idx";--> statement-breakpoint
CREATE INDEX "products_status_category_idx" ON "products" USING btree ("status","category");--> statement-breakpoint
CREATE INDEX "products_status_subcategory_idx" ON "products" USING btree ("status","subcategory");--> statement-breakpoint
CREATE INDEX "products_status_manufacturer_idx" ON "products" USING btree ("status","manufacturer_id");--> statement-breakpoint
CREATE INDEX "products_status_series_idx" ON "products" USING btree ("status","series_id");