ALTER TABLE "contacts" ADD COLUMN "messenger_psid" text;--> statement-breakpoint
CREATE INDEX "contacts_company_messenger_psid_idx" ON "contacts" USING btree ("company_id","messenger_psid");