ALTER TABLE "offers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing offers get an approximate search text (the seed writes the full one, lib/catalogue/search-text.ts):
-- name, attributes, product, category, provider, city and the demo countries' names in both languages.
UPDATE "offers" AS o SET "search_text" = lower(regexp_replace(replace(concat_ws(' ',
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
FROM "products" AS p, "categories" AS c, "providers" AS pr
WHERE p."id" = o."product_id" AND c."id" = p."category_id" AND pr."id" = o."provider_id";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED;--> statement-breakpoint
CREATE INDEX "offers_search_gin_idx" ON "offers" USING gin ("search_vector");
