CREATE TABLE "wine_appraisals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wine_asset_id" uuid NOT NULL,
	"value" numeric(20, 2) NOT NULL,
	"previous_value" numeric(20, 2) NOT NULL,
	"appraiser" text NOT NULL,
	"appraised_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "token_supply_events" ADD COLUMN "wine_asset_id" uuid;--> statement-breakpoint
ALTER TABLE "wine_assets" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wine_appraisals" ADD CONSTRAINT "wine_appraisals_wine_asset_id_wine_assets_id_fk" FOREIGN KEY ("wine_asset_id") REFERENCES "public"."wine_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_appraisals" ADD CONSTRAINT "wine_appraisals_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wine_appraisals_asset_idx" ON "wine_appraisals" USING btree ("wine_asset_id","created_at");--> statement-breakpoint
ALTER TABLE "token_supply_events" ADD CONSTRAINT "token_supply_events_wine_asset_id_wine_assets_id_fk" FOREIGN KEY ("wine_asset_id") REFERENCES "public"."wine_assets"("id") ON DELETE restrict ON UPDATE no action;