CREATE TABLE "market_owners" (
	"market" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"address" text NOT NULL,
	"epoch" bigint NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL
);
