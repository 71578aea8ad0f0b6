CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewer_id" text,
	"claimed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"review_notes" text,
	CONSTRAINT "kyc_submissions_status_ck" CHECK ("kyc_submissions"."status" in ('pending', 'under_review', 'approved', 'rejected')),
	CONSTRAINT "kyc_submissions_rejection_reason_ck" CHECK ("kyc_submissions"."status" <> 'rejected' or length(trim(coalesce("kyc_submissions"."review_notes", ''))) > 0)
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_submission_id_kyc_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."kyc_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_submission_kind_uq" ON "kyc_documents" USING btree ("submission_id","kind");--> statement-breakpoint
CREATE INDEX "kyc_submissions_status_submitted_idx" ON "kyc_submissions" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_user_idx" ON "kyc_submissions" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_one_open_uq" ON "kyc_submissions" USING btree ("user_id") WHERE "kyc_submissions"."status" in ('pending', 'under_review');