import "server-only";
import { and, asc, count, eq, max, min } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb } from "@/lib/db/client";
import { dataCenters, offers, products, providers, type Localized } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";
import { listedOrganization } from "./listed-organizations";

export type ProviderProfile = {
  uid: string;
  slug: string;
  name: string;
  country: string;
  website: string;
  description: Localized;
  foundedYear: number | null;
  /** Public offers of active products. */
  offerCount: number;
  /** Data centers where it has public offers, by country and city, with its offer count there. */
  dataCenters: { uid: string; name: string; country: string; city: string; tier: number; offerCount: number }[];
  /** Countries of its public offers with counts (the listing's country filter). */
  countries: { country: string; count: number }[];
  /** Lowest and highest offer price in whole euros (the price filter's placeholders). */
  price: { minEur: number; maxEur: number };
};

/**
 * A provider's page data by slug, or null for an unknown slug. Cached like every catalogue read;
 * tagged with the provider and with offers, so a provider edit or an offer published or hidden
 * shows on its page.
 */
export async function getProviderProfile(slug: string): Promise<ProviderProfile | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.providers, tags.provider(slug), tags.offers);
  const db = await getDb();
  const [p] = await db.select().from(providers).where(and(eq(providers.slug, slug), listedOrganization)).limit(1);
  if (!p) return null;
  const visible = and(eq(offers.providerId, p.id), eq(offers.status, "public"), eq(products.isActive, true));
  const [dcRows, countryRows, [bounds]] = await Promise.all([
    db
      .select({
        uid: dataCenters.uid,
        name: dataCenters.name,
        country: dataCenters.country,
        city: dataCenters.city,
        tier: dataCenters.tier,
        offerCount: count(),
      })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .innerJoin(dataCenters, eq(dataCenters.id, offers.dataCenterId))
      .where(visible)
      .groupBy(dataCenters.id)
      .orderBy(asc(dataCenters.country), asc(dataCenters.city), asc(dataCenters.name)),
    db
      .select({ country: offers.country, count: count() })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(visible)
      .groupBy(offers.country)
      .orderBy(asc(offers.country)),
    db
      .select({ lo: min(offers.monthlyPriceCents), hi: max(offers.monthlyPriceCents), n: count() })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(visible),
  ]);
  return {
    uid: p.uid,
    slug: p.slug,
    name: p.name,
    country: p.country,
    website: p.website,
    description: p.description,
    foundedYear: p.foundedYear,
    offerCount: Number(bounds?.n ?? 0),
    dataCenters: dcRows.map((d) => ({ ...d, offerCount: Number(d.offerCount) })),
    countries: countryRows.map((c) => ({ country: c.country, count: Number(c.count) })),
    price: {
      minEur: bounds?.lo != null ? Math.floor(bounds.lo / 100) : 0,
      maxEur: bounds?.hi != null ? Math.ceil(Number(bounds.hi) / 100) : 0,
    },
  };
}

/** Slugs of all providers, by name (sitemap). */
export async function listProviderSlugs(): Promise<string[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.providers);
  const db = await getDb();
  const rows = await db.select({ slug: providers.slug }).from(providers).where(listedOrganization).orderBy(asc(providers.name), asc(providers.id));
  return rows.map((r) => r.slug);
}
