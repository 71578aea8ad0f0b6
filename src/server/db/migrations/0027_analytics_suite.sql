CREATE TABLE "analytics_model_fits" (
	"series" text NOT NULL,
	"method" text NOT NULL,
	"fitted_at" timestamp with time zone NOT NULL,
	"points" integer NOT NULL,
	"result" jsonb NOT NULL,
	CONSTRAINT "analytics_model_fits_series_method_pk" PRIMARY KEY("series","method")
);
--> statement-breakpoint
CREATE TABLE "analytics_recommendation_actions" (
	"recommendation_id" text PRIMARY KEY NOT NULL,
	"implemented_by" text,
	"implemented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_recommendation_actions" ADD CONSTRAINT "analytics_recommendation_actions_implemented_by_user_id_fk" FOREIGN KEY ("implemented_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;