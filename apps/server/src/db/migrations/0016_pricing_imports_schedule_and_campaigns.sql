CREATE TABLE "pmap_campaigns" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"pricing_import_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "distributor_pricing" ADD COLUMN "dist_part_number" text;--> statement-breakpoint
ALTER TABLE "pricing_changes" ADD COLUMN "state" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_changes" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "pricing_imports" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "pricing_imports" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "pricing_imports" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "pricing_imports" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pricing_imports" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD COLUMN "campaign_id" text;--> statement-breakpoint
ALTER TABLE "pmap_campaigns" ADD CONSTRAINT "pmap_campaigns_pricing_import_id_pricing_imports_id_fk" FOREIGN KEY ("pricing_import_id") REFERENCES "public"."pricing_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pmap_campaigns" ADD CONSTRAINT "pmap_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pmap_campaigns_name_uq" ON "pmap_campaigns" USING btree ("name");--> statement-breakpoint
CREATE INDEX "pmap_campaigns_pricing_import_idx" ON "pmap_campaigns" USING btree ("pricing_import_id");--> statement-breakpoint
CREATE INDEX "pmap_campaigns_created_by_idx" ON "pmap_campaigns" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "pricing_changes" ADD CONSTRAINT "pricing_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_imports" ADD CONSTRAINT "pricing_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_campaign_id_pmap_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."pmap_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pricing_changes_organization_idx" ON "pricing_changes" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "pricing_imports_organization_idx" ON "pricing_imports" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "pricing_imports_status_idx" ON "pricing_imports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pricing_rules_campaign_idx" ON "pricing_rules" USING btree ("campaign_id");