CREATE TABLE "resource_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" varchar(32) NOT NULL,
	"resource_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"from_status" varchar(20) NOT NULL,
	"requested_by" integer,
	"answered_by" integer,
	"answer" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "resource_actions_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
ALTER TABLE "resource_actions" ADD CONSTRAINT "resource_actions_resource_id_user_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."user_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_actions" ADD CONSTRAINT "resource_actions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_actions" ADD CONSTRAINT "resource_actions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resource_actions_one_open_idx" ON "resource_actions" USING btree ("resource_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "resource_actions_resource_idx" ON "resource_actions" USING btree ("resource_id","created_at");