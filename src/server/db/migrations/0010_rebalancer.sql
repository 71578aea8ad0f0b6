CREATE TABLE "rebalancer_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"targets" jsonb NOT NULL,
	"threshold" numeric(5, 2) NOT NULL,
	"is_auto_rebalance" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebalances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"trigger" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"total_value_usd" numeric(38, 18) NOT NULL,
	"threshold" numeric(5, 2) NOT NULL,
	"targets" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"orders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "rebalances_user_key_uq" UNIQUE("user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "rebalancer_settings" ADD CONSTRAINT "rebalancer_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebalances" ADD CONSTRAINT "rebalances_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rebalances_user_idx" ON "rebalances" USING btree ("user_id","created_at");