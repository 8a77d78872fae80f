import "server-only";
import { sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb } from "@/lib/db/client";
import type { Localized } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";
import type { OfferSummary } from "./queries";

/** One card of the home page's "top offers": the cheapest in-stock public offer of a category. */
export type TopOffer = OfferSummary & { deliveryMinutes: number; categoryName: Localized };

type TopOfferRow = {
  uid: string;
  name: string;
  name_template: OfferSummary["nameTemplate"];
  price_cents: number;
  currency: string;
  billing_period: TopOffer["billingPeriod"];
  country: string;
  delivery_minutes: number;
  product_slug: string;
  product_name: Localized;
  category_slug: string;
  category_name: Localized;
  provider_name: string;
};

/**
 * The cheapest in-stock public offer of every category (active products only), in category order.
 * Prices are compared per month (the generated monthly_price_cents: an hour counts 730 times, a year
 * a twelfth) so an hourly offer does not win just because its unit is small.
 */
export async function listTopOffers(): Promise<TopOffer[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.offers, tags.categories);
  const db = await getDb();
  const result = await db.execute(sql`
    select * from (
      select distinct on (c.id)
        o.uid, o.name, o.name_template, o.price_cents, o.currency, o.billing_period, o.country, o.delivery_minutes,
        p.slug as product_slug, p.name as product_name,
        c.slug as category_slug, c.name as category_name, c.position as category_position, c.id as category_id,
        pr.name as provider_name
      from offers o
      join products p on p.id = o.product_id and p.is_active
      join categories c on c.id = p.category_id
      join providers pr on pr.id = o.provider_id
      where o.status = 'public' and o.availability = 'in_stock'
      order by c.id,
        o.monthly_price_cents,
        o.id
    ) cheapest
    order by category_position, category_id`);
  const rows = (result as unknown as { rows: TopOfferRow[] }).rows;
  return rows.map((r) => ({
    uid: r.uid,
    name: r.name,
    nameTemplate: r.name_template,
    priceCents: Number(r.price_cents),
    currency: r.currency,
    billingPeriod: r.billing_period,
    country: r.country,
    deliveryMinutes: Number(r.delivery_minutes),
    productSlug: r.product_slug,
    productName: r.product_name,
    categorySlug: r.category_slug,
    categoryName: r.category_name,
    providerName: r.provider_name,
  }));
}
