ALTER TABLE "csv_imports" ADD COLUMN "sheet_name" text;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "header_row" integer;