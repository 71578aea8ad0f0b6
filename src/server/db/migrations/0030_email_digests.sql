CREATE TABLE "email_digest_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"campaign_recipient_id" uuid,
	"status" text DEFAULT 'held' NOT NULL,
	"digest_id" uuid,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "frequency_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "digest_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_digest_items" ADD CONSTRAINT "email_digest_items_campaign_recipient_id_email_campaign_recipients_id_fk" FOREIGN KEY ("campaign_recipient_id") REFERENCES "public"."email_campaign_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_digest_items_campaign_recipient_uq" ON "email_digest_items" USING btree ("campaign_recipient_id");--> statement-breakpoint
CREATE INDEX "email_digest_items_open_idx" ON "email_digest_items" USING btree ("email","created_at") WHERE status in ('held', 'sending');