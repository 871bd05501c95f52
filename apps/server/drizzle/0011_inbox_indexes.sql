DROP INDEX "contact_labels_label_id_idx";--> statement-breakpoint
DROP INDEX "opportunities_company_user_idx";--> statement-breakpoint
CREATE INDEX "contacts_company_name_idx" ON "contacts" USING btree ("company_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "opportunities_company_activity_idx" ON "opportunities" USING btree ("company_id","status","last_message_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "opportunities_company_counts_idx" ON "opportunities" USING btree ("company_id","status","user_id","last_message_sender");--> statement-breakpoint
CREATE INDEX "contact_labels_label_id_idx" ON "contact_labels" USING btree ("label_id","contact_id");--> statement-breakpoint
CREATE INDEX "opportunities_company_user_idx" ON "opportunities" USING btree ("company_id","status","user_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS FIRST);