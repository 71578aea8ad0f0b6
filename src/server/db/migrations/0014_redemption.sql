CREATE TABLE "redemption_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"wine_asset_id" uuid NOT NULL,
	"bottles" integer NOT NULL,
	"tokens" numeric(38, 18) NOT NULL,
	"bottle_value_usd" numeric(20, 2) NOT NULL,
	"vino_price_usd" numeric(38, 18) NOT NULL,
	"full_name" text NOT NULL,
	"address_line" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"hold_entry_id" uuid,
	"release_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemption_requests_bottles_ck" CHECK ("redemption_requests"."bottles" between 1 and 12),
	CONSTRAINT "redemption_requests_tokens_ck" CHECK ("redemption_requests"."tokens" > 0),
	CONSTRAINT "redemption_requests_status_ck" CHECK ("redemption_requests"."status" in ('pending', 'cancelled', 'approved', 'rejected', 'fulfilled'))
);
--> statement-breakpoint
ALTER TABLE "redemption_requests" ADD CONSTRAINT "redemption_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_requests" ADD CONSTRAINT "redemption_requests_wine_asset_id_wine_assets_id_fk" FOREIGN KEY ("wine_asset_id") REFERENCES "public"."wine_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_requests" ADD CONSTRAINT "redemption_requests_hold_entry_id_ledger_entries_id_fk" FOREIGN KEY ("hold_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_requests" ADD CONSTRAINT "redemption_requests_release_entry_id_ledger_entries_id_fk" FOREIGN KEY ("release_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redemption_requests_user_idx" ON "redemption_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "redemption_requests_asset_status_idx" ON "redemption_requests" USING btree ("wine_asset_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "redemption_requests_user_key_uq" ON "redemption_requests" USING btree ("user_id","idempotency_key");