CREATE TABLE "enterprise_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"action_taken" text NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performance_metrics" ADD COLUMN "first_contentful_paint_ms" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_actions_kind_key_idx" ON "enterprise_actions" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "enterprise_actions_created_idx" ON "enterprise_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "performance_metrics_route_created_idx" ON "performance_metrics" USING btree ("page_route","created_at");