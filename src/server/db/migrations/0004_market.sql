CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"user_id" text,
	"system_name" text,
	"asset" text NOT NULL,
	"available" numeric(38, 18) DEFAULT '0' NOT NULL,
	"held" numeric(38, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_ck" CHECK (("ledger_accounts"."owner_type" = 'user' and "ledger_accounts"."user_id" is not null and "ledger_accounts"."system_name" is null) or ("ledger_accounts"."owner_type" = 'system' and "ledger_accounts"."system_name" is not null and "ledger_accounts"."user_id" is null)),
	CONSTRAINT "ledger_accounts_available_ck" CHECK ("ledger_accounts"."available" >= 0 or "ledger_accounts"."system_name" = 'external'),
	CONSTRAINT "ledger_accounts_held_ck" CHECK ("ledger_accounts"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"bucket" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	CONSTRAINT "ledger_postings_amount_ck" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"market" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"time_in_force" text NOT NULL,
	"post_only" boolean DEFAULT false NOT NULL,
	"price" numeric(38, 18),
	"stop_price" numeric(38, 18),
	"quantity" numeric(38, 18) NOT NULL,
	"filled_quantity" numeric(38, 18) DEFAULT '0' NOT NULL,
	"filled_quote" numeric(38, 18) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"held_asset" text NOT NULL,
	"held_remaining" numeric(38, 18) DEFAULT '0' NOT NULL,
	"quote_budget" numeric(38, 18),
	"is_triggered" boolean DEFAULT false NOT NULL,
	"sequence" bigint NOT NULL,
	"priority" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_quantities_check" CHECK ("orders"."filled_quantity" >= 0 and "orders"."filled_quantity" <= "orders"."quantity"),
	CONSTRAINT "orders_held_check" CHECK ("orders"."held_remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" text PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"quote_amount" numeric(38, 18) NOT NULL,
	"taker_side" text NOT NULL,
	"maker_order_id" text NOT NULL,
	"taker_order_id" text NOT NULL,
	"maker_user_id" text NOT NULL,
	"taker_user_id" text NOT NULL,
	"maker_fee" numeric(38, 18) NOT NULL,
	"taker_fee" numeric(38, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_maker_order_id_orders_id_fk" FOREIGN KEY ("maker_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_taker_order_id_orders_id_fk" FOREIGN KEY ("taker_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_maker_user_id_user_id_fk" FOREIGN KEY ("maker_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_taker_user_id_user_id_fk" FOREIGN KEY ("taker_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_asset_uq" ON "ledger_accounts" USING btree ("user_id","asset") WHERE "ledger_accounts"."owner_type" = 'user';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_asset_uq" ON "ledger_accounts" USING btree ("system_name","asset") WHERE "ledger_accounts"."owner_type" = 'system';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_kind_reference_uq" ON "ledger_entries" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","entry_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_market_priority_idx" ON "orders" USING btree ("market","priority") WHERE "orders"."status" in ('open', 'partially_filled');--> statement-breakpoint
CREATE INDEX "trades_market_created_idx" ON "trades" USING btree ("market","created_at");--> statement-breakpoint
CREATE INDEX "trades_maker_user_created_idx" ON "trades" USING btree ("maker_user_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_taker_user_created_idx" ON "trades" USING btree ("taker_user_id","created_at");