CREATE TABLE "analytics_report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"period" text NOT NULL,
	"frequency" text NOT NULL,
	"format" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analytics_report_schedules" ADD CONSTRAINT "analytics_report_schedules_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_report_schedules_due_idx" ON "analytics_report_schedules" USING btree ("next_run_at") WHERE "analytics_report_schedules"."cancelled_at" is null;