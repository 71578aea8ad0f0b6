CREATE TABLE "chain_deposit_cursor" (
	"token" text PRIMARY KEY NOT NULL,
	"next_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"from_address" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"credited_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"destination" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"state" text NOT NULL,
	"method" text,
	"tx_hash" text,
	"signed_raw" text,
	"failure_reason" text,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"broadcast_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_withdrawals_amount_ck" CHECK ("chain_withdrawals"."amount" > 0),
	CONSTRAINT "chain_withdrawals_state_ck" CHECK ("chain_withdrawals"."state" in ('requested', 'review', 'broadcast', 'confirmed', 'failed', 'rejected')),
	CONSTRAINT "chain_withdrawals_signed_ck" CHECK ("chain_withdrawals"."state" not in ('broadcast', 'confirmed') or ("chain_withdrawals"."tx_hash" is not null and "chain_withdrawals"."signed_raw" is not null))
);
--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_credited_user_id_user_id_fk" FOREIGN KEY ("credited_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_withdrawals" ADD CONSTRAINT "chain_withdrawals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_withdrawals" ADD CONSTRAINT "chain_withdrawals_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_tx_log_uq" ON "chain_deposits" USING btree ("tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "chain_deposits_user_idx" ON "chain_deposits" USING btree ("credited_user_id","created_at");--> statement-breakpoint
CREATE INDEX "chain_withdrawals_user_idx" ON "chain_withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chain_withdrawals_state_idx" ON "chain_withdrawals" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_withdrawals_tx_hash_uq" ON "chain_withdrawals" USING btree ("tx_hash");