-- pricing_changes keeps only the indexes a query or a foreign key needs (a price list inserts up to
-- 150,000 rows): by import then product (rounds of rollback and expiry), by rule for rule changes only.
DROP INDEX "pricing_changes_import_idx";--> statement-breakpoint
DROP INDEX "pricing_changes_rule_idx";--> statement-breakpoint
CREATE INDEX "pricing_changes_import_idx" ON "pricing_changes" USING btree ("pricing_import_id","product_id");--> statement-breakpoint
CREATE INDEX "pricing_changes_rule_idx" ON "pricing_changes" USING btree ("pricing_rule_id") WHERE "pricing_changes"."pricing_rule_id" is not null;