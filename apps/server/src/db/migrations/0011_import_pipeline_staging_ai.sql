CREATE TABLE "csv_import_failed_rows" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"csv_import_id" text NOT NULL,
	"row_number" integer NOT NULL,
	"error" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_lower_sku_idx";--> statement-breakpoint
DROP INDEX "staged_products_csv_import_idx";--> statement-breakpoint
DROP INDEX "csv_imports_manufacturer_idx";--> statement-breakpoint
DROP INDEX "csv_imports_created_at_idx";--> statement-breakpoint
DROP INDEX "staged_products_manufacturer_idx";--> statement-breakpoint
DROP INDEX "staged_products_review_status_idx";--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "records_skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "processed_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "file_kind" text;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "template_id" text;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staged_products" ADD COLUMN "import_row_number" integer;--> statement-breakpoint
ALTER TABLE "staged_products" ADD COLUMN "ai_enhanced_subcategory" text;--> statement-breakpoint
ALTER TABLE "staged_products" ADD COLUMN "ai_enhancement_confidence" integer;--> statement-breakpoint
ALTER TABLE "staged_products" ADD COLUMN "ai_enhancement_job_id" text;--> statement-breakpoint
ALTER TABLE "csv_import_failed_rows" ADD CONSTRAINT "csv_import_failed_rows_csv_import_id_csv_imports_id_fk" FOREIGN KEY ("csv_import_id") REFERENCES "public"."csv_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "csv_import_failed_rows_import_row_idx" ON "csv_import_failed_rows" USING btree ("csv_import_id","row_number");--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_job_id_background_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."background_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_template_id_column_mapping_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."column_mapping_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_products" ADD CONSTRAINT "staged_products_ai_enhancement_job_id_background_jobs_id_fk" FOREIGN KEY ("ai_enhancement_job_id") REFERENCES "public"."background_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "column_mapping_templates_name_idx" ON "column_mapping_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "csv_imports_status_idx" ON "csv_imports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "csv_imports_job_idx" ON "csv_imports" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "csv_imports_template_idx" ON "csv_imports" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_lower_sku_uq" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "staged_products_import_row_idx" ON "staged_products" USING btree ("csv_import_id","import_row_number");--> statement-breakpoint
CREATE INDEX "staged_products_pending_sku_idx" ON "staged_products" USING btree (lower("sku")) WHERE "staged_products"."review_status" = 'pending';--> statement-breakpoint
CREATE INDEX "staged_products_ai_job_idx" ON "staged_products" USING btree ("ai_enhancement_job_id");--> statement-breakpoint
CREATE INDEX "csv_imports_manufacturer_idx" ON "csv_imports" USING btree ("manufacturer_id","created_at");--> statement-breakpoint
CREATE INDEX "csv_imports_created_at_idx" ON "csv_imports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "staged_products_manufacturer_idx" ON "staged_products" USING btree ("manufacturer_id","review_status","created_at","id");--> statement-breakpoint
CREATE INDEX "staged_products_review_status_idx" ON "staged_products" USING btree ("review_status","created_at","id");--> statement-breakpoint
ALTER TABLE "csv_imports" DROP COLUMN "content";