CREATE TABLE "credential_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"side" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_credentials" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"key_version" integer NOT NULL,
	"nonce" "bytea" NOT NULL,
	"ciphertext" "bytea" NOT NULL,
	"fields" jsonb NOT NULL,
	"delivered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_resources" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_resources" ADD COLUMN "status_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credential_reveals" ADD CONSTRAINT "credential_reveals_resource_id_user_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."user_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_reveals" ADD CONSTRAINT "credential_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_credentials" ADD CONSTRAINT "resource_credentials_resource_id_user_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."user_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_credentials" ADD CONSTRAINT "resource_credentials_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_reveals_resource_idx" ON "credential_reveals" USING btree ("resource_id","created_at");