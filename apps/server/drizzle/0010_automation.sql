CREATE TYPE "public"."message_kind" AS ENUM('MESSAGE', 'EVENT');--> statement-breakpoint
CREATE TYPE "public"."automation_run_state" AS ENUM('RUNNING', 'PAUSED', 'WAITING', 'DONE', 'STOPPED');--> statement-breakpoint
CREATE TYPE "public"."automation_step_outcome" AS ENUM('DONE', 'FAILED', 'SKIPPED');--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"opportunity_id" text NOT NULL,
	"bot_id" text,
	"automation_name" text NOT NULL,
	"current_node_id" text,
	"state" "automation_run_state" DEFAULT 'RUNNING' NOT NULL,
	"step_count" integer DEFAULT 0 NOT NULL,
	"resume_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_steps" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"node_id" text NOT NULL,
	"node_type" text NOT NULL,
	"outcome" "automation_step_outcome" NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autoresponders" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"type" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"edited_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_bots" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_bots" (
	"company_id" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"question" text NOT NULL,
	"agree_keyword" text NOT NULL,
	"decline_keyword" text NOT NULL,
	"revoke_keyword" text NOT NULL,
	"edited_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" "message_kind" DEFAULT 'MESSAGE' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "event" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "automation_name" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "customer_type_id" text;--> statement-breakpoint
ALTER TABLE "company_bots" ADD COLUMN "brand_bot_id" text;--> statement-breakpoint
ALTER TABLE "company_bots" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_bots" ADD COLUMN "last_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_bot_id_company_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."company_bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_steps" ADD CONSTRAINT "automation_steps_run_id_automation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."automation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoresponders" ADD CONSTRAINT "autoresponders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoresponders" ADD CONSTRAINT "autoresponders_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_bots" ADD CONSTRAINT "brand_bots_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_bots" ADD CONSTRAINT "consent_bots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_bots" ADD CONSTRAINT "consent_bots_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_runs_opportunity_state_idx" ON "automation_runs" USING btree ("opportunity_id","state");--> statement-breakpoint
CREATE INDEX "automation_runs_bot_idx" ON "automation_runs" USING btree ("bot_id","created_at");--> statement-breakpoint
CREATE INDEX "automation_steps_run_idx" ON "automation_steps" USING btree ("run_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "autoresponders_company_type_key" ON "autoresponders" USING btree ("company_id","type");--> statement-breakpoint
CREATE INDEX "brand_bots_brand_idx" ON "brand_bots" USING btree ("brand_id");