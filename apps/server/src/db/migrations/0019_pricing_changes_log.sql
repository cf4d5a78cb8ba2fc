ALTER TABLE "pricing_changes" DROP CONSTRAINT "pricing_changes_pricing_import_id_pricing_imports_id_fk";
--> statement-breakpoint
ALTER TABLE "pricing_changes" DROP CONSTRAINT "pricing_changes_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "pricing_changes" DROP CONSTRAINT "pricing_changes_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "pricing_imports" DROP CONSTRAINT "pricing_imports_organization_id_organizations_id_fk";
--> statement-breakpoint
DROP INDEX "pricing_changes_organization_idx";--> statement-breakpoint
-- The uuid key becomes a sequence (decision 0038): existing changes are numbered in table order.
ALTER TABLE "pricing_changes" DROP CONSTRAINT "pricing_changes_pkey";--> statement-breakpoint
ALTER TABLE "pricing_changes" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "pricing_changes" ADD COLUMN "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pricing_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "pricing_imports" ADD CONSTRAINT "pricing_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A price list's rows wait here for its job (up to ~5 MB): stored out of line uncompressed, which
-- halves the time of the process request's insert; the job clears them when it ends.
ALTER TABLE "pricing_imports" ALTER COLUMN "changes" SET STORAGE EXTERNAL;
