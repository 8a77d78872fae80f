ALTER TABLE "offers" ADD COLUMN "image16x9_small" varchar(32);--> statement-breakpoint
-- Written by hand: every offer already showing an uploaded photo (its 16:9 rendition is a JPEG, the
-- generated covers are SVG) gets one job that cuts its 640 x 360 copy from the 1280 x 720 one
-- (lib/supplier-offers/image-backfill.ts); until it has run, the offer page shows the 1280 x 720 alone.
INSERT INTO "jobs" ("kind", "payload")
SELECT 'offer_image.image16x9_small', jsonb_build_object('offerId', "offers"."id")
FROM "offers" INNER JOIN "media" ON "media"."id" = "offers"."image16x9"
WHERE "media"."content_type" = 'image/jpeg' AND "offers"."image16x9_small" IS NULL;
