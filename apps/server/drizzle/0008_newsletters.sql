CREATE TYPE "public"."credit_order_status" AS ENUM('PENDING', 'PAID', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."newsletter_recipient_status" AS ENUM('PENDING', 'SENT', 'SKIPPED');--> statement-breakpoint
CREATE TYPE "public"."template_sync_status" AS ENUM('APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'UNKNOWN');--> statement-breakpoint
CREATE TABLE "conversation_credits" (
	"company_id" text PRIMARY KEY NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"monthly_credits" integer DEFAULT 0 NOT NULL,
	"monthly_period" text NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"automatic_booking" boolean DEFAULT false NOT NULL,
	"automatic_booking_amount" integer DEFAULT 1000 NOT NULL,
	"cost_per_conversation_cents" integer DEFAULT 12 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"status" "credit_order_status" DEFAULT 'PENDING' NOT NULL,
	"ordered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_dispatches" (
	"id" text PRIMARY KEY NOT NULL,
	"newsletter_id" text NOT NULL,
	"position" integer NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_recipients" (
	"id" text PRIMARY KEY NOT NULL,
	"newsletter_id" text NOT NULL,
	"dispatch_id" text,
	"contact_id" text,
	"status" "newsletter_recipient_status" DEFAULT 'PENDING' NOT NULL,
	"skip_reason" text,
	"message_id" text,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_template_sync" (
	"template_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"status" "template_sync_status" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"company_id" text,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"header" jsonb,
	"body" text NOT NULL,
	"footer" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"action_buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"template_id" text,
	"channel_id" text,
	"name" text NOT NULL,
	"subject" text,
	"audience" jsonb NOT NULL,
	"user_input" jsonb NOT NULL,
	"consent_given" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_credits" ADD CONSTRAINT "conversation_credits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_orders" ADD CONSTRAINT "credit_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_orders" ADD CONSTRAINT "credit_orders_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_dispatches" ADD CONSTRAINT "newsletter_dispatches_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_dispatch_id_newsletter_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."newsletter_dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_template_sync" ADD CONSTRAINT "newsletter_template_sync_template_id_newsletter_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."newsletter_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_template_sync" ADD CONSTRAINT "newsletter_template_sync_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_templates" ADD CONSTRAINT "newsletter_templates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_templates" ADD CONSTRAINT "newsletter_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_template_id_newsletter_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."newsletter_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_orders_company_idx" ON "credit_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_dispatches_position_key" ON "newsletter_dispatches" USING btree ("newsletter_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_recipients_contact_key" ON "newsletter_recipients" USING btree ("newsletter_id","contact_id");--> statement-breakpoint
CREATE INDEX "newsletter_recipients_dispatch_idx" ON "newsletter_recipients" USING btree ("dispatch_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_template_sync_key" ON "newsletter_template_sync" USING btree ("template_id","channel_id");--> statement-breakpoint
CREATE INDEX "newsletter_templates_brand_idx" ON "newsletter_templates" USING btree ("brand_id","company_id");--> statement-breakpoint
CREATE INDEX "newsletters_company_created_idx" ON "newsletters" USING btree ("company_id","created_at");