ALTER TABLE "consent_entries" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "consent_entries" ADD COLUMN "given_at" timestamp with time zone;