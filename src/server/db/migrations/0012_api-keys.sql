DROP INDEX "api_keys_prefix_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_uq" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_name_length_ck" CHECK (char_length("api_keys"."name") between 1 and 60);