DROP INDEX "offers_provider_idx";--> statement-breakpoint
CREATE INDEX "offers_listing_newest_idx" ON "offers" USING btree ("product_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "offers_listing_delivery_idx" ON "offers" USING btree ("product_id","status","delivery_minutes","monthly_price_cents","id");--> statement-breakpoint
CREATE INDEX "offers_provider_idx" ON "offers" USING btree ("provider_id","status","delivery_minutes");