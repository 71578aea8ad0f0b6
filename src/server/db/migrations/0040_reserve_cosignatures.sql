CREATE TABLE "reserve_cosignatures" (
	"statement_sequence" integer NOT NULL,
	"auditor_public_key" text NOT NULL,
	"auditor" text NOT NULL,
	"signature" text NOT NULL,
	"added_by" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_cosignatures_statement_sequence_auditor_public_key_pk" PRIMARY KEY("statement_sequence","auditor_public_key")
);
--> statement-breakpoint
ALTER TABLE "reserve_cosignatures" ADD CONSTRAINT "reserve_cosignatures_statement_sequence_reserve_statements_sequence_fk" FOREIGN KEY ("statement_sequence") REFERENCES "public"."reserve_statements"("sequence") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_cosignatures" ADD CONSTRAINT "reserve_cosignatures_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;