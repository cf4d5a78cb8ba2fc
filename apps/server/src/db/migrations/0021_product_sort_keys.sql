ALTER TABLE "products" DROP CONSTRAINT "products_sku_unique";--> statement-breakpoint
DROP INDEX "products_lower_name_idx";--> statement-breakpoint
DROP INDEX "products_sort_sku_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "products" p SET "manufacturer_name" = o."name" FROM "organizations" o WHERE o."id" = p."manufacturer_id";--> statement-breakpoint
-- products.manufacturer_name copies organizations.name for the manufacturer sort's index
-- (decision 0046). Triggers keep it in step with every write, whoever makes it.
CREATE FUNCTION "products_copy_manufacturer_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.name INTO NEW.manufacturer_name FROM organizations o WHERE o.id = NEW.manufacturer_id;
  -- An unknown manufacturer fails the foreign key after this; keep the column not null until then.
  NEW.manufacturer_name := coalesce(NEW.manufacturer_name, '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_manufacturer_name_insert" BEFORE INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_copy_manufacturer_name"();--> statement-breakpoint
-- Also on a direct write of the copy, so nothing but the organization's name can set it.
CREATE TRIGGER "products_manufacturer_name_update" BEFORE UPDATE OF "manufacturer_id", "manufacturer_name" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_copy_manufacturer_name"();--> statement-breakpoint
CREATE FUNCTION "organizations_rename_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET manufacturer_name = NEW.name WHERE manufacturer_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "organizations_rename_products" AFTER UPDATE OF "name" ON "organizations"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "organizations_rename_products"();--> statement-breakpoint
CREATE INDEX "products_sort_manufacturer_idx" ON "products" USING btree (lower("manufacturer_name"),lower("name"),"id");