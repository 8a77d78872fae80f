CREATE TABLE "offer_search" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, text)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_search" ADD CONSTRAINT "offer_search_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing offers get an approximate document (the seed writes the full one, lib/catalogue/search-text.ts):
-- name, attributes, product, category, provider, city and the demo countries' names in both languages.
INSERT INTO "offer_search" ("offer_id", "text")
SELECT o."id", lower(regexp_replace(replace(concat_ws(' ',
  o."name",
  (SELECT string_agg(concat_ws(' ', e->>'name', e->>'value'), ' ') FROM jsonb_array_elements(o."attributes") AS e),
  p."name"->>'en', p."name"->>'ru', c."name"->>'en', c."name"->>'ru', pr."name",
  (SELECT d."city" FROM "data_centers" AS d WHERE d."id" = o."data_center_id"),
  (SELECT n.names FROM (VALUES ('DE', 'Germany Германия'), ('NL', 'Netherlands Нидерланды'), ('FR', 'France Франция'),
    ('GB', 'United Kingdom UK Великобритания'), ('IE', 'Ireland Ирландия'), ('US', 'United States USA Соединенные Штаты США'),
    ('CA', 'Canada Канада'), ('FI', 'Finland Финляндия'), ('SE', 'Sweden Швеция'), ('PL', 'Poland Польша'),
    ('ES', 'Spain Испания'), ('IT', 'Italy Италия'), ('CH', 'Switzerland Швейцария'), ('SG', 'Singapore Сингапур'),
    ('JP', 'Japan Япония'), ('AU', 'Australia Австралия'), ('BR', 'Brazil Бразилия')) AS n(code, names) WHERE n.code = o."country")
), 'ё', 'е'), '([0-9]+)\s*[x×х]', '\1x ', 'g'))
FROM "offers" AS o
JOIN "products" AS p ON p."id" = o."product_id"
JOIN "categories" AS c ON c."id" = p."category_id"
JOIN "providers" AS pr ON pr."id" = o."provider_id";--> statement-breakpoint
CREATE INDEX "offer_search_vector_gin_idx" ON "offer_search" USING gin ("vector");