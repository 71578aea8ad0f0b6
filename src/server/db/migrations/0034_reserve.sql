CREATE TABLE "reserve_bottles" (
	"serial" text PRIMARY KEY NOT NULL,
	"wine_asset_id" uuid NOT NULL,
	"wine_code" text NOT NULL,
	"facility" text NOT NULL,
	"lot" text NOT NULL,
	"condition" text NOT NULL,
	"state" text DEFAULT 'in_bond' NOT NULL,
	"value_usd" numeric(20, 2) NOT NULL,
	"salt" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_bottles_state_ck" CHECK ("reserve_bottles"."state" in ('in_bond', 'reserved', 'released', 'written_off')),
	CONSTRAINT "reserve_bottles_value_ck" CHECK ("reserve_bottles"."value_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reserve_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"wine_asset_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" text NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "reserve_proposals_kind_ck" CHECK ("reserve_proposals"."kind" in ('appraisal', 'manifest_import', 'write_off', 'tokenisation')),
	CONSTRAINT "reserve_proposals_status_ck" CHECK ("reserve_proposals"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "reserve_proposals_other_admin_ck" CHECK ("reserve_proposals"."decided_by" is null or "reserve_proposals"."decided_by" <> "reserve_proposals"."proposed_by")
);
--> statement-breakpoint
CREATE TABLE "reserve_statements" (
	"sequence" integer PRIMARY KEY NOT NULL,
	"issued_at" text NOT NULL,
	"source" text NOT NULL,
	"root" text NOT NULL,
	"total_value_cents" numeric(22, 0) NOT NULL,
	"bottle_count" integer NOT NULL,
	"supply_vino" text NOT NULL,
	"backing_ratio" text NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	"signature" text NOT NULL,
	"public_key" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_statements_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "reserve_bottles" ADD CONSTRAINT "reserve_bottles_wine_asset_id_wine_assets_id_fk" FOREIGN KEY ("wine_asset_id") REFERENCES "public"."wine_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_proposals" ADD CONSTRAINT "reserve_proposals_wine_asset_id_wine_assets_id_fk" FOREIGN KEY ("wine_asset_id") REFERENCES "public"."wine_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_proposals" ADD CONSTRAINT "reserve_proposals_proposed_by_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_proposals" ADD CONSTRAINT "reserve_proposals_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reserve_bottles_asset_idx" ON "reserve_bottles" USING btree ("wine_asset_id");--> statement-breakpoint
CREATE INDEX "reserve_bottles_serial_c_idx" ON "reserve_bottles" USING btree ("serial" collate "C");--> statement-breakpoint
CREATE INDEX "reserve_proposals_status_idx" ON "reserve_proposals" USING btree ("status","proposed_at");--> statement-breakpoint
CREATE FUNCTION "reserve_statements_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reserve statements are append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reserve_statements_no_change" BEFORE UPDATE OR DELETE ON "reserve_statements"
  FOR EACH ROW EXECUTE FUNCTION "reserve_statements_append_only"();
