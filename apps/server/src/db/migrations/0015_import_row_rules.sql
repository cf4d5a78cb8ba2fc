ALTER TABLE "csv_imports" ADD COLUMN "records_warned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "records_flagged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "row_rules" jsonb;--> statement-breakpoint
ALTER TABLE "staged_products" ADD COLUMN "import_warnings" jsonb;--> statement-breakpoint
ALTER TABLE "staged_products" ADD COLUMN "import_flag" text;