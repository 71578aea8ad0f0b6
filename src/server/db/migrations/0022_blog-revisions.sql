CREATE TABLE "blog_post_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"action" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"status" text NOT NULL,
	"body_format" text NOT NULL,
	"body_source" text NOT NULL,
	"saved_by_user_id" text,
	"saved_by_name" text NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "body_format" text DEFAULT 'html' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "body_source" text;--> statement-breakpoint
ALTER TABLE "blog_post_revisions" ADD CONSTRAINT "blog_post_revisions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_revisions" ADD CONSTRAINT "blog_post_revisions_saved_by_user_id_user_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_revisions_post_number_idx" ON "blog_post_revisions" USING btree ("post_id","number");