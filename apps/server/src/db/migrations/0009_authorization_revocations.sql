ALTER TABLE "organization_authorizations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_authorizations" ADD COLUMN "revoked_by" text;--> statement-breakpoint
ALTER TABLE "series_authorizations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "series_authorizations" ADD COLUMN "revoked_by" text;--> statement-breakpoint
ALTER TABLE "organization_authorizations" ADD CONSTRAINT "organization_authorizations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_authorizations" ADD CONSTRAINT "series_authorizations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_authorizations_revoked_by_idx" ON "organization_authorizations" USING btree ("revoked_by");--> statement-breakpoint
CREATE INDEX "series_authorizations_revoked_by_idx" ON "series_authorizations" USING btree ("revoked_by");