CREATE TABLE "graph_standin_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"phone_number_id" text NOT NULL,
	"recipient" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "graph_standin_messages_recipient_idx" ON "graph_standin_messages" USING btree ("recipient","created_at");