CREATE TABLE "stakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"pool_id" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"apy" numeric(6, 3) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"lock_ends_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"accrued_rewards" numeric(38, 18) DEFAULT '0' NOT NULL,
	"paid_rewards" numeric(38, 18) DEFAULT '0' NOT NULL,
	"last_accrual_at" timestamp with time zone NOT NULL,
	"next_payout_at" timestamp with time zone NOT NULL,
	"unstaked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stakes_amount_ck" CHECK ("stakes"."amount" > 0),
	CONSTRAINT "stakes_paid_ck" CHECK ("stakes"."paid_rewards" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staking_pools" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"apy" numeric(6, 3) NOT NULL,
	"min_stake" numeric(38, 18) NOT NULL,
	"lock_days" integer NOT NULL,
	"reward_frequency" text NOT NULL,
	"risk" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staking_reward_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stake_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"paid_up_to" timestamp with time zone NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_pool_id_staking_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."staking_pools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_reward_payouts" ADD CONSTRAINT "staking_reward_payouts_stake_id_stakes_id_fk" FOREIGN KEY ("stake_id") REFERENCES "public"."stakes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_reward_payouts" ADD CONSTRAINT "staking_reward_payouts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stakes_user_idx" ON "stakes" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "stakes_due_idx" ON "stakes" USING btree ("status","next_payout_at");--> statement-breakpoint
CREATE INDEX "stakes_pool_idx" ON "stakes" USING btree ("pool_id","status");--> statement-breakpoint
CREATE INDEX "staking_reward_payouts_stake_idx" ON "staking_reward_payouts" USING btree ("stake_id","created_at");