CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"actor_user_id" text,
	"effective_user_id" text,
	"action" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"details" jsonb,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" numeric(10, 2),
	"total_price" numeric(10, 2),
	"line_type" text DEFAULT 'regular' NOT NULL,
	"parent_cart_item_id" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "column_mapping_templates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"description" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "csv_imports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text,
	"filename" text NOT NULL,
	"manufacturer_id" text,
	"records_imported" integer DEFAULT 0 NOT NULL,
	"records_failed" integer DEFAULT 0 NOT NULL,
	"records_staged" integer DEFAULT 0 NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"images_processed" integer DEFAULT 0 NOT NULL,
	"total_images" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"error_log" jsonb,
	"column_mapping" jsonb,
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributor_pricing" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"product_id" text NOT NULL,
	"distributor_id" text NOT NULL,
	"dist_cost" numeric(10, 2),
	"dist_master_pack" numeric(10, 2),
	"dist_master_pack_qty" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"product_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"quantity_on_hand" integer DEFAULT 0 NOT NULL,
	"quantity_reserved" integer DEFAULT 0 NOT NULL,
	"quantity_on_order" integer DEFAULT 0 NOT NULL,
	"reorder_point" integer DEFAULT 0 NOT NULL,
	"max_stock_level" integer,
	"last_restocked" timestamp with time zone,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_quantities_non_negative" CHECK ("inventory"."quantity_on_hand" >= 0 and "inventory"."quantity_reserved" >= 0 and "inventory"."quantity_on_order" >= 0 and "inventory"."reorder_point" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text,
	"sku" text,
	"product_name" text,
	"quantity" integer NOT NULL,
	"unit_price" numeric(10, 2),
	"total_price" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"order_number" text NOT NULL,
	"user_id" text,
	"organization_id" text NOT NULL,
	"vendor_organization_id" text,
	"payment_option_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"subtotal_amount" numeric(10, 2),
	"tax_amount" numeric(10, 2),
	"total_amount" numeric(10, 2),
	"notes" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "organization_authorizations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"shop_owner_id" text NOT NULL,
	"authorized_organization_id" text NOT NULL,
	"authorization_type" text DEFAULT 'can_order' NOT NULL,
	"authorized_by" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_authorizations_not_self" CHECK ("organization_authorizations"."shop_owner_id" <> "organization_authorizations"."authorized_organization_id")
);
--> statement-breakpoint
CREATE TABLE "organization_pricing" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"product_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"organization_type" text NOT NULL,
	"custom_cost" numeric(10, 2),
	"custom_master_pack_cost" numeric(10, 2),
	"custom_master_pack_qty" integer,
	"markup_type" text,
	"markup_value" numeric(10, 2),
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"effective_to" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"parent_id" text,
	"contact_email" text,
	"contact_phone" text,
	"address" text,
	"logo_url" text,
	"website_url" text,
	"tax_rate" numeric(5, 4),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_options" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"organization_id" text NOT NULL,
	"payment_type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"vendor_organization_id" text,
	"vendor_payment_instructions" text,
	"card_nickname" text,
	"card_type" text,
	"last_four_digits" varchar(4),
	"expiration_month" varchar(2),
	"expiration_year" varchar(4),
	"cardholder_name" text,
	"billing_address_line1" text,
	"billing_address_line2" text,
	"billing_city" text,
	"billing_state" text,
	"billing_zip_code" text,
	"billing_country" text DEFAULT 'US' NOT NULL,
	"bank_nickname" text,
	"account_type" text,
	"bank_name" text,
	"routing_number" varchar(9),
	"last_four_account_digits" varchar(4),
	"account_holder_name" text,
	"bank_address_line1" text,
	"bank_address_line2" text,
	"bank_city" text,
	"bank_state" text,
	"bank_zip_code" text,
	"bank_country" text DEFAULT 'US' NOT NULL,
	"net_account_nickname" text,
	"net_terms" text,
	"credit_limit" numeric(10, 2),
	"account_number" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"special_instructions" text,
	"stripe_payment_method_id" text,
	"processor_customer_id" text,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"verification_notes" text,
	"last_verified_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_changes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"pricing_import_id" text NOT NULL,
	"product_id" text,
	"sku" text,
	"change_type" text NOT NULL,
	"field_name" text,
	"old_value" text,
	"new_value" text,
	"pricing_rule_id" text,
	"is_rolled_back" boolean DEFAULT false NOT NULL,
	"rolled_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_imports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text,
	"import_type" text NOT NULL,
	"filename" text NOT NULL,
	"campaign_name" text,
	"effective_date" timestamp with time zone,
	"expiration_date" timestamp with time zone,
	"records_processed" integer DEFAULT 0 NOT NULL,
	"records_successful" integer DEFAULT 0 NOT NULL,
	"records_failed" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"changes" jsonb,
	"rolled_back_at" timestamp with time zone,
	"rolled_back_by" text,
	"rollback_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_rules" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"rule_type" text NOT NULL,
	"manufacturer_id" text,
	"series_id" text,
	"product_id" text,
	"organization_id" text,
	"organization_type" text,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"max_quantity" integer,
	"discount_type" text NOT NULL,
	"discount_value" numeric(10, 2) NOT NULL,
	"apply_to" text NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone,
	"priority" integer DEFAULT 0 NOT NULL,
	"can_stack" boolean DEFAULT false NOT NULL,
	"stacking_group" text,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"max_usage" integer,
	"created_by" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"product_id" text NOT NULL,
	"image_url" text NOT NULL,
	"original_url" text,
	"caption" text,
	"alt" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_series" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"manufacturer_id" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_vehicles" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"product_id" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"compatibility_notes" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"series_id" text NOT NULL,
	"manufacturer_id" text NOT NULL,
	"description" text,
	"category" text,
	"subcategory" text,
	"ai_enhanced_name" text,
	"ai_enhanced_description" text,
	"ai_enhanced_category" text,
	"ai_enhanced_image_url" text,
	"mfg_cost" numeric(10, 2),
	"mfg_master_pack_cost" numeric(10, 2),
	"mfg_master_pack_qty" integer DEFAULT 1 NOT NULL,
	"map_price" numeric(10, 2),
	"retail_price" numeric(10, 2),
	"distributor_cost" numeric(10, 2),
	"distributor_mpq_cost" numeric(10, 2),
	"distributor_part_number" varchar(255),
	"image_url" text,
	"image_source_url" text,
	"image_source_site" text,
	"images" text[],
	"primary_image" text,
	"source_url" text,
	"scraped_at" timestamp with time zone,
	"source" text DEFAULT 'Manual Entry' NOT NULL,
	"upc" text,
	"weight" text,
	"dimensions" text,
	"image_search_attempted" boolean DEFAULT false NOT NULL,
	"image_search_last_attempt" timestamp with time zone,
	"image_search_status" text,
	"image_search_notes" text,
	"specifications" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"discontinued_at" timestamp with time zone,
	"discontinued_by" text,
	"discontinued_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrape_jobs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text,
	"url" text NOT NULL,
	"config_name" text NOT NULL,
	"manufacturer_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"products_found" integer DEFAULT 0 NOT NULL,
	"products_imported" integer DEFAULT 0 NOT NULL,
	"error_log" text,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scraper_configs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"selectors" jsonb NOT NULL,
	"wait_for_selector" text,
	"scroll_to_bottom" boolean DEFAULT false NOT NULL,
	"max_wait_time" integer DEFAULT 10000 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scraper_configs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "series_authorizations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"organization_id" text NOT NULL,
	"series_id" text NOT NULL,
	"authorization_type" text NOT NULL,
	"shop_owner_id" text,
	"authorized_by" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) with time zone NOT NULL,
	"user_id" text
);
--> statement-breakpoint
CREATE TABLE "staged_products" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"scrape_job_id" text,
	"csv_import_id" text,
	"name" text NOT NULL,
	"sku" text,
	"description" text,
	"category" text,
	"subcategory" text,
	"status" text DEFAULT 'active' NOT NULL,
	"mfg_cost" text,
	"mfg_master_pack_cost" text,
	"map_price" text,
	"retail_price" text,
	"mfg_master_pack_qty" integer,
	"image_url" text,
	"image_source_url" text,
	"images" jsonb,
	"specifications" jsonb,
	"source_url" text,
	"upc" text,
	"weight" text,
	"dimensions" text,
	"manufacturer_id" text,
	"proposed_manufacturer_name" text,
	"proposed_manufacturer_logo" text,
	"proposed_series_name" text,
	"is_new_sku" boolean DEFAULT true NOT NULL,
	"ai_enhanced_name" text,
	"ai_enhanced_description" text,
	"ai_enhanced_image_url" text,
	"ai_enhanced_category" text,
	"ai_enhanced_series_name" text,
	"ai_enhancement_status" text DEFAULT 'pending' NOT NULL,
	"ai_enhancement_attempted_at" timestamp with time zone,
	"ai_enhancement_completed_at" timestamp with time zone,
	"ai_enhancement_error" text,
	"use_ai_name" boolean DEFAULT false NOT NULL,
	"use_ai_description" boolean DEFAULT false NOT NULL,
	"use_ai_image" boolean DEFAULT false NOT NULL,
	"use_ai_category" boolean DEFAULT false NOT NULL,
	"use_ai_series" boolean DEFAULT false NOT NULL,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"review_notes" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"organization_id" text,
	"role" text DEFAULT 'shop_owner' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"permissions" text[],
	"territory" text,
	"manager_id" text,
	"phone" text,
	"title" text,
	"department" text,
	"password" text,
	"auth_type" text DEFAULT 'oidc' NOT NULL,
	"password_reset_token" text,
	"password_reset_expires" timestamp with time zone,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"year_start" integer NOT NULL,
	"year_end" integer,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"trim" text,
	"body_style" text,
	"engine_size" text,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_year_range" CHECK ("vehicles"."year_end" is null or "vehicles"."year_end" >= "vehicles"."year_start")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_effective_user_id_users_id_fk" FOREIGN KEY ("effective_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_parent_cart_item_id_cart_items_id_fk" FOREIGN KEY ("parent_cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_mapping_templates" ADD CONSTRAINT "column_mapping_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_manufacturer_id_organizations_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_pricing" ADD CONSTRAINT "distributor_pricing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_pricing" ADD CONSTRAINT "distributor_pricing_distributor_id_organizations_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vendor_organization_id_organizations_id_fk" FOREIGN KEY ("vendor_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_option_id_payment_options_id_fk" FOREIGN KEY ("payment_option_id") REFERENCES "public"."payment_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_authorizations" ADD CONSTRAINT "organization_authorizations_authorized_by_users_id_fk" FOREIGN KEY ("authorized_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_authorizations" ADD CONSTRAINT "org_auth_shop_owner_fk" FOREIGN KEY ("shop_owner_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_authorizations" ADD CONSTRAINT "org_auth_authorized_org_fk" FOREIGN KEY ("authorized_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_pricing" ADD CONSTRAINT "organization_pricing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_pricing" ADD CONSTRAINT "organization_pricing_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_id_organizations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_options" ADD CONSTRAINT "payment_options_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_options" ADD CONSTRAINT "payment_options_vendor_organization_id_organizations_id_fk" FOREIGN KEY ("vendor_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_options" ADD CONSTRAINT "payment_options_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_options" ADD CONSTRAINT "payment_options_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_changes" ADD CONSTRAINT "pricing_changes_pricing_import_id_pricing_imports_id_fk" FOREIGN KEY ("pricing_import_id") REFERENCES "public"."pricing_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_changes" ADD CONSTRAINT "pricing_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_changes" ADD CONSTRAINT "pricing_changes_pricing_rule_id_pricing_rules_id_fk" FOREIGN KEY ("pricing_rule_id") REFERENCES "public"."pricing_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_imports" ADD CONSTRAINT "pricing_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_imports" ADD CONSTRAINT "pricing_imports_rolled_back_by_users_id_fk" FOREIGN KEY ("rolled_back_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_manufacturer_id_organizations_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_series_id_product_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."product_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_series" ADD CONSTRAINT "product_series_manufacturer_id_organizations_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_vehicles" ADD CONSTRAINT "product_vehicles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_vehicles" ADD CONSTRAINT "product_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_vehicles" ADD CONSTRAINT "product_vehicles_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_series_id_product_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."product_series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_organizations_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_discontinued_by_users_id_fk" FOREIGN KEY ("discontinued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrape_jobs" ADD CONSTRAINT "scrape_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraper_configs" ADD CONSTRAINT "scraper_configs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_authorizations" ADD CONSTRAINT "series_authorizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_authorizations" ADD CONSTRAINT "series_authorizations_series_id_product_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."product_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_authorizations" ADD CONSTRAINT "series_authorizations_shop_owner_id_organizations_id_fk" FOREIGN KEY ("shop_owner_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_authorizations" ADD CONSTRAINT "series_authorizations_authorized_by_users_id_fk" FOREIGN KEY ("authorized_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_products" ADD CONSTRAINT "staged_products_scrape_job_id_scrape_jobs_id_fk" FOREIGN KEY ("scrape_job_id") REFERENCES "public"."scrape_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_products" ADD CONSTRAINT "staged_products_csv_import_id_csv_imports_id_fk" FOREIGN KEY ("csv_import_id") REFERENCES "public"."csv_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_products" ADD CONSTRAINT "staged_products_manufacturer_id_organizations_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_products" ADD CONSTRAINT "staged_products_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "cart_items_parent_idx" ON "cart_items" USING btree ("parent_cart_item_id");--> statement-breakpoint
CREATE INDEX "column_mapping_templates_user_idx" ON "column_mapping_templates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "csv_imports_user_idx" ON "csv_imports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "csv_imports_manufacturer_idx" ON "csv_imports" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "csv_imports_created_at_idx" ON "csv_imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "distributor_pricing_product_distributor_uq" ON "distributor_pricing" USING btree ("product_id","distributor_id");--> statement-breakpoint
CREATE INDEX "distributor_pricing_distributor_idx" ON "distributor_pricing" USING btree ("distributor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_product_organization_uq" ON "inventory" USING btree ("product_id","organization_id");--> statement-breakpoint
CREATE INDEX "inventory_organization_idx" ON "inventory" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_organization_idx" ON "orders" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_vendor_organization_idx" ON "orders" USING btree ("vendor_organization_id");--> statement-breakpoint
CREATE INDEX "orders_payment_option_idx" ON "orders" USING btree ("payment_option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key_uq" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_authorizations_pair_uq" ON "organization_authorizations" USING btree ("shop_owner_id","authorized_organization_id");--> statement-breakpoint
CREATE INDEX "organization_authorizations_authorized_org_idx" ON "organization_authorizations" USING btree ("authorized_organization_id");--> statement-breakpoint
CREATE INDEX "organization_authorizations_authorized_by_idx" ON "organization_authorizations" USING btree ("authorized_by");--> statement-breakpoint
CREATE INDEX "organization_pricing_org_product_idx" ON "organization_pricing" USING btree ("organization_id","product_id");--> statement-breakpoint
CREATE INDEX "organization_pricing_product_idx" ON "organization_pricing" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "organizations_type_idx" ON "organizations" USING btree ("type");--> statement-breakpoint
CREATE INDEX "organizations_parent_idx" ON "organizations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "payment_options_organization_idx" ON "payment_options" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_options_one_default_per_org_uq" ON "payment_options" USING btree ("organization_id") WHERE "payment_options"."is_default";--> statement-breakpoint
CREATE INDEX "payment_options_vendor_organization_idx" ON "payment_options" USING btree ("vendor_organization_id");--> statement-breakpoint
CREATE INDEX "payment_options_created_by_idx" ON "payment_options" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "payment_options_updated_by_idx" ON "payment_options" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "pricing_changes_import_idx" ON "pricing_changes" USING btree ("pricing_import_id");--> statement-breakpoint
CREATE INDEX "pricing_changes_product_idx" ON "pricing_changes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "pricing_changes_rule_idx" ON "pricing_changes" USING btree ("pricing_rule_id");--> statement-breakpoint
CREATE INDEX "pricing_imports_user_idx" ON "pricing_imports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pricing_imports_created_at_idx" ON "pricing_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pricing_imports_rolled_back_by_idx" ON "pricing_imports" USING btree ("rolled_back_by");--> statement-breakpoint
CREATE INDEX "pricing_rules_product_idx" ON "pricing_rules" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "pricing_rules_series_idx" ON "pricing_rules" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "pricing_rules_manufacturer_idx" ON "pricing_rules" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "pricing_rules_organization_idx" ON "pricing_rules" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "pricing_rules_type_active_idx" ON "pricing_rules" USING btree ("rule_type","is_active");--> statement-breakpoint
CREATE INDEX "pricing_rules_name_idx" ON "pricing_rules" USING btree ("name");--> statement-breakpoint
CREATE INDEX "pricing_rules_created_by_idx" ON "pricing_rules" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_images_uploaded_by_idx" ON "product_images" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "product_series_manufacturer_idx" ON "product_series" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_series_manufacturer_name_uq" ON "product_series" USING btree ("manufacturer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_vehicles_product_vehicle_uq" ON "product_vehicles" USING btree ("product_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "product_vehicles_vehicle_idx" ON "product_vehicles" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "product_vehicles_verified_by_idx" ON "product_vehicles" USING btree ("verified_by");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "products_series_idx" ON "products" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_lower_name_idx" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_lower_sku_idx" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "products_discontinued_by_idx" ON "products" USING btree ("discontinued_by");--> statement-breakpoint
CREATE INDEX "scrape_jobs_user_idx" ON "scrape_jobs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scrape_jobs_status_idx" ON "scrape_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "scraper_configs_created_by_idx" ON "scraper_configs" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "series_authorizations_organization_series_uq" ON "series_authorizations" USING btree ("organization_id","series_id");--> statement-breakpoint
CREATE INDEX "series_authorizations_series_idx" ON "series_authorizations" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "series_authorizations_shop_owner_idx" ON "series_authorizations" USING btree ("shop_owner_id");--> statement-breakpoint
CREATE INDEX "series_authorizations_authorized_by_idx" ON "series_authorizations" USING btree ("authorized_by");--> statement-breakpoint
CREATE INDEX "IDX_session_expire" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staged_products_scrape_job_idx" ON "staged_products" USING btree ("scrape_job_id");--> statement-breakpoint
CREATE INDEX "staged_products_csv_import_idx" ON "staged_products" USING btree ("csv_import_id");--> statement-breakpoint
CREATE INDEX "staged_products_manufacturer_idx" ON "staged_products" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "staged_products_review_status_idx" ON "staged_products" USING btree ("review_status","created_at");--> statement-breakpoint
CREATE INDEX "staged_products_sku_idx" ON "staged_products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "staged_products_reviewed_by_idx" ON "staged_products" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "users_organization_idx" ON "users" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_lower_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_reset_token_idx" ON "users" USING btree ("password_reset_token");--> statement-breakpoint
CREATE INDEX "vehicles_make_model_idx" ON "vehicles" USING btree (lower("make"),lower("model"));