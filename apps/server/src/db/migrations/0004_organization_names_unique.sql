ALTER TABLE "users" ADD COLUMN "oidc_subject" text;--> statement-breakpoint
CREATE INDEX "audit_log_effective_user_idx" ON "audit_log" USING btree ("effective_user_id");--> statement-breakpoint
-- Organization names become unique per type, ignoring case. Duplicates already stored keep the
-- oldest row's name; the others get " (2)", " (3)" … so that the unique index can be built.
UPDATE "organizations" AS o SET "name" = o."name" || ' (' || d.n || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "type", lower("name") ORDER BY "created_at", "id") AS n
  FROM "organizations"
) AS d
WHERE d."id" = o."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_type_lower_name_uq" ON "organizations" USING btree ("type",lower("name"));--> statement-breakpoint
CREATE INDEX "users_manager_idx" ON "users" USING btree ("manager_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_oidc_subject_unique" UNIQUE("oidc_subject");