CREATE TABLE "smtp_standin_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"sender" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"subject" text,
	"in_reply_to" text,
	"references" jsonb NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "smtp_standin_messages_created_idx" ON "smtp_standin_messages" USING btree ("created_at");