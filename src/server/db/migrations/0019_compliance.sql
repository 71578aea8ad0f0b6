CREATE TABLE "audit_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"auditor" text NOT NULL,
	"audit_date" date NOT NULL,
	"status" text NOT NULL,
	"findings" text DEFAULT '' NOT NULL,
	"recommendations" text DEFAULT '' NOT NULL,
	"priority" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_reports_type_ck" CHECK ("audit_reports"."type" in ('external', 'regulatory', 'internal')),
	CONSTRAINT "audit_reports_status_ck" CHECK ("audit_reports"."status" in ('completed', 'in_progress', 'scheduled')),
	CONSTRAINT "audit_reports_priority_ck" CHECK ("audit_reports"."priority" in ('critical', 'high', 'medium', 'low'))
);
--> statement-breakpoint
CREATE TABLE "compliance_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid,
	"audit_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_attachments_one_owner_ck" CHECK (("compliance_attachments"."item_id" is null) <> ("compliance_attachments"."audit_id" is null))
);
--> statement-breakpoint
CREATE TABLE "compliance_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"risk_level" text NOT NULL,
	"responsible" text NOT NULL,
	"last_review" date,
	"next_review" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_items_category_ck" CHECK ("compliance_items"."category" in ('sec', 'aml', 'kyc', 'data', 'security')),
	CONSTRAINT "compliance_items_status_ck" CHECK ("compliance_items"."status" in ('compliant', 'pending', 'non_compliant', 'expired')),
	CONSTRAINT "compliance_items_risk_ck" CHECK ("compliance_items"."risk_level" in ('critical', 'high', 'medium', 'low')),
	CONSTRAINT "compliance_items_review_order_ck" CHECK ("compliance_items"."last_review" is null or "compliance_items"."last_review" <= "compliance_items"."next_review")
);
--> statement-breakpoint
ALTER TABLE "compliance_attachments" ADD CONSTRAINT "compliance_attachments_item_id_compliance_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."compliance_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_attachments" ADD CONSTRAINT "compliance_attachments_audit_id_audit_reports_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audit_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_attachments" ADD CONSTRAINT "compliance_attachments_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_reports_date_idx" ON "audit_reports" USING btree ("audit_date");--> statement-breakpoint
CREATE INDEX "compliance_attachments_item_idx" ON "compliance_attachments" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "compliance_attachments_audit_idx" ON "compliance_attachments" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "compliance_items_next_review_idx" ON "compliance_items" USING btree ("next_review");