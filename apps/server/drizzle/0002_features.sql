CREATE TYPE "public"."brand_news_status" AS ENUM('DRAFT', 'PUBLISHED');--> statement-breakpoint
CREATE TABLE "appointment_widgets" (
	"company_id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"team_id" text,
	"title" text NOT NULL,
	"button_label" text NOT NULL,
	"position" text NOT NULL,
	"color" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone,
	CONSTRAINT "appointment_widgets_public_key_unique" UNIQUE("public_key")
);
--> statement-breakpoint
CREATE TABLE "channel_secrets" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"ciphertext" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_document_files" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"folder_id" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content_base64" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_document_folders" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_import_rows" (
	"company_id" text NOT NULL,
	"import_id" text NOT NULL,
	"row" integer NOT NULL,
	"contact_id" text NOT NULL,
	"imported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_import_rows_company_id_import_id_row_pk" PRIMARY KEY("company_id","import_id","row")
);
--> statement-breakpoint
CREATE TABLE "brand_news" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" "brand_news_status" DEFAULT 'DRAFT' NOT NULL,
	"image" text,
	"file_id" text,
	"edited_by" text,
	"published_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_news_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"icon" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	"replied_by" text
);
--> statement-breakpoint
CREATE TABLE "brand_customer_types" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"icon" text
);
--> statement-breakpoint
CREATE TABLE "brand_services" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"duration" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_customer_types" (
	"company_id" text NOT NULL,
	"customer_type_id" text NOT NULL,
	"active" boolean NOT NULL,
	CONSTRAINT "company_customer_types_company_id_customer_type_id_pk" PRIMARY KEY("company_id","customer_type_id")
);
--> statement-breakpoint
CREATE TABLE "company_products" (
	"company_id" text NOT NULL,
	"product_id" text NOT NULL,
	"active" boolean NOT NULL,
	CONSTRAINT "company_products_company_id_product_id_pk" PRIMARY KEY("company_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "company_services" (
	"company_id" text NOT NULL,
	"service_id" text NOT NULL,
	"active" boolean NOT NULL,
	CONSTRAINT "company_services_company_id_service_id_pk" PRIMARY KEY("company_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"assignee_id" text NOT NULL,
	"contact_id" text,
	"opportunity_id" text,
	"title" text NOT NULL,
	"body" text,
	"due_date" timestamp with time zone NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_widgets" (
	"company_id" text NOT NULL,
	"website_type" text NOT NULL,
	"key" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"greeting" text NOT NULL,
	"button_label" text NOT NULL,
	"position" text NOT NULL,
	"color" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_widgets_company_id_website_type_pk" PRIMARY KEY("company_id","website_type"),
	CONSTRAINT "website_widgets_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "appointment_widgets" ADD CONSTRAINT "appointment_widgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_widgets" ADD CONSTRAINT "appointment_widgets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_widgets" ADD CONSTRAINT "appointment_widgets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_secrets" ADD CONSTRAINT "channel_secrets_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_secrets" ADD CONSTRAINT "channel_secrets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_document_files" ADD CONSTRAINT "brand_document_files_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_document_files" ADD CONSTRAINT "brand_document_files_folder_id_brand_document_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."brand_document_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_document_folders" ADD CONSTRAINT "brand_document_folders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_document_folders" ADD CONSTRAINT "brand_document_folders_parent_id_brand_document_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brand_document_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_rows" ADD CONSTRAINT "contact_import_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_rows" ADD CONSTRAINT "contact_import_rows_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_rows" ADD CONSTRAINT "contact_import_rows_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_news" ADD CONSTRAINT "brand_news_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_news" ADD CONSTRAINT "brand_news_category_id_brand_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."brand_news_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_news_categories" ADD CONSTRAINT "brand_news_categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_customer_types" ADD CONSTRAINT "brand_customer_types_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_services" ADD CONSTRAINT "brand_services_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_customer_types" ADD CONSTRAINT "company_customer_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_customer_types" ADD CONSTRAINT "company_customer_types_customer_type_id_brand_customer_types_id_fk" FOREIGN KEY ("customer_type_id") REFERENCES "public"."brand_customer_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_product_id_brand_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."brand_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_services" ADD CONSTRAINT "company_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_services" ADD CONSTRAINT "company_services_service_id_brand_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."brand_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_widgets" ADD CONSTRAINT "website_widgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_widgets" ADD CONSTRAINT "website_widgets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_document_files_folder_idx" ON "brand_document_files" USING btree ("folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_document_files_folder_name_idx" ON "brand_document_files" USING btree ("folder_id","name");--> statement-breakpoint
CREATE INDEX "brand_document_folders_brand_parent_idx" ON "brand_document_folders" USING btree ("brand_id","parent_id");--> statement-breakpoint
CREATE INDEX "contact_import_rows_contact_id_idx" ON "contact_import_rows" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "brand_news_brand_status_idx" ON "brand_news" USING btree ("brand_id","status","published_at");--> statement-breakpoint
CREATE INDEX "brand_news_categories_brand_idx" ON "brand_news_categories" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "reviews_company_created_idx" ON "reviews" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "brand_customer_types_brand_id_idx" ON "brand_customer_types" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brand_services_brand_id_idx" ON "brand_services" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "tasks_company_owner_idx" ON "tasks" USING btree ("company_id","owner_id","is_done","due_date");--> statement-breakpoint
CREATE INDEX "tasks_company_assignee_idx" ON "tasks" USING btree ("company_id","assignee_id","is_done","due_date");--> statement-breakpoint
CREATE INDEX "tasks_contact_id_idx" ON "tasks" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "tasks_opportunity_id_idx" ON "tasks" USING btree ("opportunity_id");