CREATE TABLE "email_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"categories" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "interests" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_preferences_email_uq" ON "email_preferences" USING btree ("email");--> statement-breakpoint
CREATE INDEX "email_preferences_user_idx" ON "email_preferences" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status","created_at");--> statement-breakpoint
-- Addresses stored before double opt-in signed up through a form (single opt-in): they stay
-- subscribed as 'active'; created_at keeps their original sign-up time.
UPDATE "newsletter_subscribers" SET "status" = 'active', "created_at" = "subscribed_at" WHERE "status" = 'subscribed';--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "created_at" = "subscribed_at" WHERE "status" = 'unsubscribed';
