ALTER TABLE "messages" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_templates" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;