CREATE TYPE "public"."channel_client_type" AS ENUM('SMTP', 'GMAIL', 'OFFICE365', 'FACEBOOK', 'WHATSAPP', 'GOOGLE_BUSINESS');--> statement-breakpoint
CREATE TYPE "public"."channel_lifecycle_status" AS ENUM('DRAFT', 'LIVE', 'PENDING_DELETION', 'UNREGISTERED', 'DONE_OBO_WABAS_ONLY', 'PENDING_OBO_WABAS_ONLY');--> statement-breakpoint
CREATE TYPE "public"."channel_type" AS ENUM('EMAIL', 'GMAIL', 'OFFICE365', 'MESSENGER', 'WHATSAPP', 'GOOGLE_REVIEWS');--> statement-breakpoint
CREATE TYPE "public"."company_status" AS ENUM('ACTIVE', 'TRIAL', 'SUBSCRIPTION_CANCELLED', 'DEACTIVATED');--> statement-breakpoint
CREATE TYPE "public"."review_link_type" AS ENUM('GOOGLE', 'FACEBOOK', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."role_type" AS ENUM('COMPANY_USER', 'COMPANY_ADMIN');--> statement-breakpoint
CREATE TABLE "brand_channel_preferences" (
	"brand_id" text NOT NULL,
	"channel_type" "channel_type" NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "brand_channel_preferences_brand_id_channel_type_pk" PRIMARY KEY("brand_id","channel_type")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"app_name" text NOT NULL,
	"name_key" text NOT NULL,
	"logo_main" text,
	"logo_small" text,
	"android_id" text,
	"ios_id" text,
	"ios_store_id" text,
	"brand_color" text,
	"primary_color" text DEFAULT '#40929F' NOT NULL,
	"internal_color" text,
	"conversations_included_per_month" integer DEFAULT 0 NOT NULL,
	"feature_reviews" boolean DEFAULT false NOT NULL,
	"feature_review_replies" boolean DEFAULT false NOT NULL,
	"feature_company_quick_replies" boolean DEFAULT false NOT NULL,
	"feature_user_quick_replies" boolean DEFAULT false NOT NULL,
	"feature_brand_documents" boolean DEFAULT false NOT NULL,
	"feature_appointments" boolean DEFAULT false NOT NULL,
	"feature_gpt" boolean DEFAULT false NOT NULL,
	"feature_office365" boolean DEFAULT false NOT NULL,
	"feature_writing_tools" boolean DEFAULT false NOT NULL,
	"feature_google_calendar" boolean DEFAULT false NOT NULL,
	"feature_analytics" boolean DEFAULT false NOT NULL,
	"feature_disable_manual_optin_given" boolean DEFAULT false NOT NULL,
	"newsletter_consent_header" text,
	"newsletter_consent_agree_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"team_id" text,
	"type" text NOT NULL,
	"channel_type" "channel_type" NOT NULL,
	"value" text NOT NULL,
	"client_type" "channel_client_type" NOT NULL,
	"client_id" text,
	"private" boolean DEFAULT false NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"cloud_api" boolean DEFAULT false NOT NULL,
	"config" jsonb,
	"status" "channel_lifecycle_status" DEFAULT 'DRAFT' NOT NULL,
	"status_message" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"logo" text,
	"small_logo" text,
	"reuse_closed_opportunities" boolean DEFAULT false NOT NULL,
	"onboarding_finished" boolean DEFAULT false NOT NULL,
	"status" "company_status" DEFAULT 'TRIAL' NOT NULL,
	"deactivation_timestamp" bigint,
	"group_id" text,
	"street" text,
	"street_number" text,
	"zip_code" text,
	"city" text,
	"country" text,
	"var1" text,
	"var2" text,
	"var3" text,
	"var4" text,
	"var5" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_availability" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"day" integer NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_review_links" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"type" "review_link_type" NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_users" (
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "team_users_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"external_id" text,
	"logo" text,
	"icon" text,
	"street" text,
	"street_number" text,
	"zip_code" text,
	"city" text,
	"country" text,
	"var1" text,
	"var2" text,
	"var3" text,
	"var4" text,
	"var5" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birthday" text,
	"avatar_id" text,
	"avatar_name" text,
	"avatar_url" text,
	"phone" text,
	CONSTRAINT "user_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"firebase_uid" text,
	"email" text NOT NULL,
	"title" text,
	"external_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"role_type" "role_type" DEFAULT 'COMPANY_USER' NOT NULL,
	"street" text,
	"street_number" text,
	"zip_code" text,
	"city" text,
	"country" text,
	"last_invite_sent" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_firebase_uid_unique" UNIQUE("firebase_uid"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "brand_channel_preferences" ADD CONSTRAINT "brand_channel_preferences_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_availability" ADD CONSTRAINT "team_availability_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_review_links" ADD CONSTRAINT "team_review_links_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_users" ADD CONSTRAINT "team_users_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_users" ADD CONSTRAINT "team_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channels_company_id_idx" ON "channels" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "channels_team_id_idx" ON "channels" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "companies_brand_id_idx" ON "companies" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "team_availability_team_id_idx" ON "team_availability" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_review_links_team_id_idx" ON "team_review_links" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_users_user_id_idx" ON "team_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teams_company_id_idx" ON "teams" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_external_id_key" ON "users" USING btree ("company_id","external_id");