-- IF NOT EXISTS by hand: a development database may have applied the first, unreleased version of
-- this migration (image16x9_small alone); its journal time has changed since, so such a database
-- applies this one again as a whole, and only the missing column and copies are added.
ALTER TABLE "offers" ADD COLUMN IF NOT EXISTS "image16x9_small" varchar(32);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN IF NOT EXISTS "image16x9_medium" varchar(32);--> statement-breakpoint
-- Written by hand: every offer already showing an uploaded photo (its 16:9 rendition is a JPEG, the
-- generated covers are SVG) gets ONE job that cuts its missing 640 x 360 and 960 x 540 copies from
-- the 1280 x 720 one (lib/supplier-offers/image-backfill.ts); until it has run, the offer page shows
-- the 1280 x 720 alone.
INSERT INTO "jobs" ("kind", "payload")
SELECT 'offer_image.image16x9_copies', jsonb_build_object('offerId', "offers"."id")
FROM "offers" INNER JOIN "media" ON "media"."id" = "offers"."image16x9"
WHERE "media"."content_type" = 'image/jpeg' AND ("offers"."image16x9_small" IS NULL OR "offers"."image16x9_medium" IS NULL);
