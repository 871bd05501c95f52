-- The inbox search: trigrams (pg_trgm, in PostgreSQL's contrib and loaded into PGlite by db/client.ts) for any part of a
-- name, an email, a company or a phone number, and German and English full text for messages.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contacts_search_name_trgm_idx" ON "contacts" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_email_trgm_idx" ON "contacts" USING gin (lower(coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_company_trgm_idx" ON "contacts" USING gin (lower(coalesce("company_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_phone_trgm_idx" ON "contacts" USING gin (regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_search_body_idx" ON "messages" USING gin ((to_tsvector('german', coalesce("body", '')) || to_tsvector('english', coalesce("body", ''))));