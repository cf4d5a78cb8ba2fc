CREATE TABLE "image_search_usage" (
	"provider" text NOT NULL,
	"month" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"blocked_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_search_usage_provider_month_pk" PRIMARY KEY("provider","month")
);
