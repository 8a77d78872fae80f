ALTER TABLE "offer_ip_blocks" ADD COLUMN "status" varchar(16) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
CREATE INDEX "offer_ip_blocks_status_idx" ON "offer_ip_blocks" USING btree ("status","id");--> statement-breakpoint
-- Written by hand: blocks attached before verification existed were already exclusive, so they stay verified.
UPDATE "offer_ip_blocks" SET "status" = 'verified';--> statement-breakpoint
-- Written by hand (drizzle-kit has no exclusion constraints): only verified blocks reserve their range.
ALTER TABLE "offer_ip_blocks" DROP CONSTRAINT "offer_ip_blocks_no_overlap";--> statement-breakpoint
ALTER TABLE "offer_ip_blocks" ADD CONSTRAINT "offer_ip_blocks_no_overlap" EXCLUDE USING gist ("block" inet_ops WITH &&) WHERE ("status" = 'verified');
