CREATE TABLE "imap_standin_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"mailbox" text NOT NULL,
	"uid" integer NOT NULL,
	"raw" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_polls" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"uid_validity" text,
	"last_uid" integer DEFAULT 0 NOT NULL,
	"next_due" timestamp with time zone NOT NULL,
	"polled_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "mailbox_polls" ADD CONSTRAINT "mailbox_polls_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imap_standin_messages_mailbox_uid_idx" ON "imap_standin_messages" USING btree ("mailbox","uid");