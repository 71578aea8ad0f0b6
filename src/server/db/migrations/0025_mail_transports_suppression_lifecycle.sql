CREATE TABLE "email_lifecycle_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"payment_id" uuid,
	"once_key" text NOT NULL,
	"delay_ms" integer NOT NULL,
	"due_at" timestamp with time zone,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "category" text DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "template_data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "campaign_id" text;--> statement-breakpoint
ALTER TABLE "email_lifecycle_mails" ADD CONSTRAINT "email_lifecycle_mails_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_lifecycle_mails_due_idx" ON "email_lifecycle_mails" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_lifecycle_mails_once_uq" ON "email_lifecycle_mails" USING btree ("once_key");