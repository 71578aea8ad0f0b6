CREATE INDEX "user_profiles_created_idx" ON "user_profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_profiles_email_search_idx" ON "user_profiles" USING btree (lower("email") collate "C","id");--> statement-breakpoint
CREATE INDEX "user_profiles_name_search_idx" ON "user_profiles" USING btree (lower(coalesce("full_name", '')) collate "C","id");--> statement-breakpoint
CREATE INDEX "user_profiles_surname_search_idx" ON "user_profiles" USING btree (lower(substr("full_name", strpos("full_name", ' ') + 1)) collate "C");--> statement-breakpoint
CREATE INDEX "user_profiles_kyc_created_idx" ON "user_profiles" USING btree ("kyc_status","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_idx" ON "audit_log" USING btree ("entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","id");