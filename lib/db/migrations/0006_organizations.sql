ALTER TYPE "public"."offer_status" ADD VALUE 'suspended';--> statement-breakpoint
CREATE TABLE "organization_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" varchar(32) NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size" integer NOT NULL,
	"storage_key" varchar(80) NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_documents_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "organization_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" varchar(32) NOT NULL,
	"organization_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"role" varchar(20) NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_invitations_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" varchar(32) NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_members_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "workflow_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" varchar(32) NOT NULL,
	"organization_id" integer NOT NULL,
	"model_namespace" varchar(40) NOT NULL,
	"model_uid" varchar(32) NOT NULL,
	"parent_uid" varchar(32),
	"comment" text DEFAULT '' NOT NULL,
	"changed_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_processed" boolean DEFAULT false NOT NULL,
	"assigned_to" varchar(20) NOT NULL,
	"created_by" integer,
	"resolution" varchar(20),
	"processed_by" integer,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_items_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "founded_year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "first_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "middle_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "last_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "company_number" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "finance_identification_number" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "state" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "city" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "zip_code" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "phone_number" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "phone_region" varchar(2) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "status" varchar(20) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "processing_comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_documents" ADD CONSTRAINT "organization_documents_organization_id_providers_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_documents" ADD CONSTRAINT "organization_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organization_id_providers_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_providers_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_items" ADD CONSTRAINT "workflow_items_organization_id_providers_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_items" ADD CONSTRAINT "workflow_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_items" ADD CONSTRAINT "workflow_items_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_documents_org_idx" ON "organization_documents" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "organization_invitations_email_idx" ON "organization_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "organization_invitations_org_idx" ON "organization_invitations" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_members_user_idx" ON "organization_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organization_members_org_idx" ON "organization_members" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "workflow_items_org_idx" ON "workflow_items" USING btree ("organization_id","is_processed","created_at");--> statement-breakpoint
CREATE INDEX "workflow_items_open_idx" ON "workflow_items" USING btree ("assigned_to","is_processed","created_at");--> statement-breakpoint
CREATE INDEX "providers_status_idx" ON "providers" USING btree ("status");--> statement-breakpoint
-- The catalogue's providers were vetted before registration existed: they are approved organisations.
UPDATE "providers" SET "status" = 'approved', "approved_at" = now();
