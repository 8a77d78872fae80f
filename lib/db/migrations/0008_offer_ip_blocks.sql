CREATE TABLE "offer_ip_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" varchar(32) NOT NULL,
	"offer_id" integer NOT NULL,
	"block" "cidr" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_ip_blocks_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
ALTER TABLE "offer_ip_blocks" ADD CONSTRAINT "offer_ip_blocks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_ip_blocks_offer_idx" ON "offer_ip_blocks" USING btree ("offer_id","id");--> statement-breakpoint
-- Written by hand (drizzle-kit has no exclusion constraints): no two IP blocks on the marketplace overlap.
ALTER TABLE "offer_ip_blocks" ADD CONSTRAINT "offer_ip_blocks_no_overlap" EXCLUDE USING gist ("block" inet_ops WITH &&);
