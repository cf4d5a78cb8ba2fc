ALTER TABLE "staged_products" ADD COLUMN "ai_enhanced_subcategory" text;--> statement-breakpoint
ALTER TABLE "staged_products" ADD COLUMN "ai_enhancement_confidence" integer;--> statement-breakpoint
ALTER TABLE "staged_products" ADD COLUMN "ai_enhancement_job_id" text;--> statement-breakpoint
ALTER TABLE "staged_products" ADD CONSTRAINT "staged_products_ai_enhancement_job_id_background_jobs_id_fk" FOREIGN KEY ("ai_enhancement_job_id") REFERENCES "public"."background_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staged_products_ai_job_idx" ON "staged_products" USING btree ("ai_enhancement_job_id");