CREATE TABLE "member_activity_days" (
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "member_activity_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
ALTER TABLE "member_activity_days" ADD CONSTRAINT "member_activity_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;