CREATE TABLE "business_standin_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"reviewer" text NOT NULL,
	"star_rating" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_comment" text,
	"reply_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_links" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"state" text NOT NULL,
	"code_verifier" text NOT NULL,
	"secrets" text,
	"account_email" text,
	"account_name" text,
	"locations" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_links_state_unique" UNIQUE("state")
);
--> statement-breakpoint
CREATE TABLE "review_syncs" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"synced_at" timestamp with time zone,
	"requested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_state" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_error" text;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_syncs" ADD CONSTRAINT "review_syncs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_standin_reviews_location_idx" ON "business_standin_reviews" USING btree ("location","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_channel_external_idx" ON "reviews" USING btree ("channel_id","external_id");