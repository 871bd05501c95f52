CREATE TABLE "absences" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "brand_product_customer_types" (
	"product_id" text NOT NULL,
	"customer_type_id" text NOT NULL,
	CONSTRAINT "brand_product_customer_types_product_id_customer_type_id_pk" PRIMARY KEY("product_id","customer_type_id")
);
--> statement-breakpoint
CREATE TABLE "brand_service_products" (
	"service_id" text NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "brand_service_products_service_id_product_id_pk" PRIMARY KEY("service_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "user_portfolio_items" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "user_portfolio_items_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"language" text,
	"browser_notifications" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_website_widgets" (
	"user_id" text NOT NULL,
	"company_id" text NOT NULL,
	"website_type" text NOT NULL,
	"key" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"greeting" text NOT NULL,
	"button_label" text NOT NULL,
	"position" text NOT NULL,
	"color" text NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "user_website_widgets_user_id_website_type_pk" PRIMARY KEY("user_id","website_type"),
	CONSTRAINT "user_website_widgets_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "automation" text;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_product_customer_types" ADD CONSTRAINT "brand_product_customer_types_product_id_brand_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."brand_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_product_customer_types" ADD CONSTRAINT "brand_product_customer_types_customer_type_id_brand_customer_types_id_fk" FOREIGN KEY ("customer_type_id") REFERENCES "public"."brand_customer_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_service_products" ADD CONSTRAINT "brand_service_products_service_id_brand_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."brand_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_service_products" ADD CONSTRAINT "brand_service_products_product_id_brand_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."brand_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_portfolio_items" ADD CONSTRAINT "user_portfolio_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_website_widgets" ADD CONSTRAINT "user_website_widgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_website_widgets" ADD CONSTRAINT "user_website_widgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absences_user_id_start_date_idx" ON "absences" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "opportunities_company_created_idx" ON "opportunities" USING btree ("company_id","created_at");