ALTER TABLE "users" ADD COLUMN "first_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Users made without an invite (seeded, provisioned) count as signed in since they were made; an
-- invited user's first request after this migration sets the time (and shows them active again).
UPDATE "users" SET "first_sign_in_at" = "created_at" WHERE "last_invite_sent" IS NULL;
