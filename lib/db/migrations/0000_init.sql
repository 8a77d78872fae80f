CREATE TYPE "public"."availability" AS ENUM('in_stock', 'limited', 'out_of_stock');--> statement-breakpoint
CREATE TYPE "public"."billing_period" AS ENUM('hour', 'month', 'year');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('public', 'hidden');--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title" jsonb NOT NULL,
	"excerpt" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image" varchar(32),
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "data_centers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"city" text NOT NULL,
	"tier" integer DEFAULT 3 NOT NULL,
	CONSTRAINT "data_centers_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" varchar(32) NOT NULL,
	"product_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"data_center_id" integer,
	"country" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"status" "offer_status" DEFAULT 'public' NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'EUR' NOT NULL,
	"billing_period" "billing_period" DEFAULT 'month' NOT NULL,
	"attributes" jsonb NOT NULL,
	"facets" jsonb NOT NULL,
	"availability" "availability" DEFAULT 'in_stock' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"delivery_minutes" integer NOT NULL,
	"image1x1" varchar(32),
	"image4x3" varchar(32),
	"image16x9" varchar(32),
	"image_social" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"key" varchar(60) NOT NULL,
	"name" jsonb NOT NULL,
	"kind" varchar(20) DEFAULT 'select' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"values" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"category_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" varchar(32) NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"website" text NOT NULL,
	"description" jsonb NOT NULL,
	"founded_year" integer NOT NULL,
	"logo" varchar(32),
	CONSTRAINT "providers_uid_unique" UNIQUE("uid"),
	CONSTRAINT "providers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_data_center_id_data_centers_id_fk" FOREIGN KEY ("data_center_id") REFERENCES "public"."data_centers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "data_centers_country_idx" ON "data_centers" USING btree ("country");--> statement-breakpoint
CREATE INDEX "offers_listing_price_idx" ON "offers" USING btree ("product_id","status","price_cents","id");--> statement-breakpoint
CREATE INDEX "offers_listing_country_idx" ON "offers" USING btree ("product_id","status","country","price_cents");--> statement-breakpoint
CREATE INDEX "offers_provider_idx" ON "offers" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "offers_data_center_idx" ON "offers" USING btree ("data_center_id");--> statement-breakpoint
CREATE INDEX "offers_status_idx" ON "offers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "offers_facets_gin_idx" ON "offers" USING gin ("facets" jsonb_path_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_product_key_idx" ON "product_options" USING btree ("product_id","key");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","position");