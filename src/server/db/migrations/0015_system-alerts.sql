CREATE TABLE "system_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"message" text NOT NULL,
	"rule" text NOT NULL,
	"dedup_key" text NOT NULL,
	"details" jsonb DEFAULT '{"facts":[],"links":[]}'::jsonb NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_alerts" ADD CONSTRAINT "system_alerts_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "system_alerts_open_dedup_uq" ON "system_alerts" USING btree ("dedup_key") WHERE not "system_alerts"."resolved";--> statement-breakpoint
CREATE INDEX "system_alerts_resolved_created_idx" ON "system_alerts" USING btree ("resolved","created_at");--> statement-breakpoint
CREATE INDEX "system_alerts_dedup_resolved_at_idx" ON "system_alerts" USING btree ("dedup_key","resolved_at");