ALTER TABLE "order_items" ADD COLUMN "master_packs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "master_pack_qty" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "master_pack_price" numeric(10, 2);