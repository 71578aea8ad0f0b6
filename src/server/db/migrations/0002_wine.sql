CREATE TABLE "star_vintages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"vintage" integer NOT NULL,
	"appreciation_pct" numeric(10, 1) NOT NULL,
	"note" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "star_vintages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "storage_facilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"capacity_bottles" integer NOT NULL,
	"temperature_c" numeric(4, 1) NOT NULL,
	"humidity_pct" numeric(4, 1) NOT NULL,
	"security_level" text NOT NULL,
	"security_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_inspection" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_facilities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "wine_index_points" (
	"year" integer PRIMARY KEY NOT NULL,
	"index_value" numeric(10, 2) NOT NULL,
	"event" text NOT NULL,
	"description" text NOT NULL,
	"milestone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wine_watchlist" (
	"user_id" text NOT NULL,
	"wine_asset_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wine_watchlist_user_id_wine_asset_id_pk" PRIMARY KEY("user_id","wine_asset_id")
);
--> statement-breakpoint
CREATE TABLE "market_reference_quotes" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"change_pct" numeric(8, 2) DEFAULT '0' NOT NULL,
	"market_cap" numeric(24, 2) NOT NULL,
	"pe_ratio" numeric(8, 2),
	"dividend_yield_pct" numeric(6, 2),
	"staking_apy_pct" numeric(6, 2),
	"ytd_performance_pct" numeric(8, 2) NOT NULL,
	"source" text DEFAULT 'Delayed reference data' NOT NULL,
	"as_of" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wine_assets" ADD COLUMN "classification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wine_assets" ADD COLUMN "bottle_size" text DEFAULT '750ml' NOT NULL;--> statement-breakpoint
ALTER TABLE "wine_assets" ADD COLUMN "tokens_issued" numeric(30, 8) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "wine_assets" ADD COLUMN "tokenized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wine_assets" ADD COLUMN "last_appraisal" date;--> statement-breakpoint
ALTER TABLE "wine_assets" ADD COLUMN "next_appraisal" date;--> statement-breakpoint
ALTER TABLE "wine_assets" ADD COLUMN "condition" text DEFAULT 'excellent' NOT NULL;--> statement-breakpoint
ALTER TABLE "wine_assets" ADD COLUMN "rarity" text DEFAULT 'rare' NOT NULL;--> statement-breakpoint
ALTER TABLE "wine_assets" ADD COLUMN "tasting_notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "wine_assets" ADD COLUMN "critics_score" integer;--> statement-breakpoint
ALTER TABLE "wine_assets" ADD COLUMN "investment_grade" text DEFAULT 'A' NOT NULL;--> statement-breakpoint
ALTER TABLE "wine_assets" ADD COLUMN "insurance_value" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "wine_assets" ADD COLUMN "storage_facility_id" uuid;--> statement-breakpoint
ALTER TABLE "wine_watchlist" ADD CONSTRAINT "wine_watchlist_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_watchlist" ADD CONSTRAINT "wine_watchlist_wine_asset_id_wine_assets_id_fk" FOREIGN KEY ("wine_asset_id") REFERENCES "public"."wine_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_assets" ADD CONSTRAINT "wine_assets_storage_facility_id_storage_facilities_id_fk" FOREIGN KEY ("storage_facility_id") REFERENCES "public"."storage_facilities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wine_assets_category_idx" ON "wine_assets" USING btree ("category");--> statement-breakpoint
CREATE INDEX "wine_assets_region_idx" ON "wine_assets" USING btree ("region");