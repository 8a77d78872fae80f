import "server-only";
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb } from "@/lib/db/client";
import { articles, categories, offers, products, providers, type Localized } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";
import type { OfferSummary } from "./queries";
import { monthlyCents } from "./pricing";

/** Longest query the site search accepts; longer input is cut. */
export const SEARCH_MAX_LENGTH = 100;
/** Results shown per group; one more is read to know whether there are more. */
export const SEARCH_GROUP_LIMIT = 20;

/** Trims, collapses white space and bounds the query (`?q=`); "" means "show the form only". */
export function normaliseSearchQuery(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  // Control characters (PostgreSQL refuses NUL in text) and lone surrogates become spaces.
  return (value ?? "")
    .toWellFormed()
    .replace(/[\u0000-\u001F\u007F\uFFFD]|\s+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim()
    .slice(0, SEARCH_MAX_LENGTH)
    .trim();
}

/** `%q%` for ILIKE with the pattern characters of the query taken literally. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type SearchResults = {
  categories: { slug: string; name: Localized }[];
  products: { slug: string; name: Localized; categorySlug: string; categoryName: Localized }[];
  providers: { slug: string; name: string; country: string; website: string }[];
  offers: OfferSummary[];
  articles: { slug: string; title: Localized }[];
  /** Matching public offers, counted up to SEARCH_OFFER_COUNT_CAP (the list shows a sample, cheapest first). */
  offerTotal: number;
  /** True when the count stopped at the cap ("more than"). */
  offerTotalCapped: boolean;
  /** True when a group had more matches than it shows. */
  more: { products: boolean; offers: boolean; providers: boolean; articles: boolean };
};

const localizedIlike = (column: typeof categories.name | typeof products.name | typeof articles.title, pattern: string) =>
  or(sql`${column}->>'en' ilike ${pattern}`, sql`${column}->>'ru' ilike ${pattern}`);

/** Matching offers are counted up to this bound; beyond it the page says "more than". */
export const SEARCH_OFFER_COUNT_CAP = 1000;

/**
 * Site search (the WebSite SearchAction target): category and product names in both languages,
 * provider names, public offer names and attribute values, article titles. Hidden offers and
 * inactive products never match.
 *
 * Offers are the only large table, so their scan is bounded: the list stops at the first
 * SEARCH_GROUP_LIMIT + 1 matches (no ORDER BY, so the scan can stop early; the sample is then
 * ordered by price), and the count stops at SEARCH_OFFER_COUNT_CAP and runs only when the list
 * was full. Name and attribute text are matched as one string with the "C" collation, which
 * folds ASCII case only (offer texts are English) but is about twice as fast as the default
 * collation on the embedded database; a query with no match still costs one pass, once per
 * query thanks to the cache.
 */
export async function searchSite(query: string): Promise<SearchResults> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.offers, tags.articles);
  const q = normaliseSearchQuery(query);
  const empty: SearchResults = {
    categories: [],
    products: [],
    providers: [],
    offers: [],
    articles: [],
    offerTotal: 0,
    offerTotalCapped: false,
    more: { products: false, offers: false, providers: false, articles: false },
  };
  if (!q) return empty;
  const pattern = containsPattern(q);
  const db = await getDb();
  const limit = SEARCH_GROUP_LIMIT + 1;
  // Attribute names are part of the text too ("RAM", "CPU"...), which helps more than it hurts.
  const offerMatch = and(
    eq(offers.status, "public"),
    sql`(${offers.name} || ' ' || ${offers.attributes}::text) collate "C" ilike ${pattern}`,
  );
  const listOffers = async () => {
    const rows = await db
      .select({
        uid: offers.uid,
        name: offers.name,
        nameTemplate: offers.nameTemplate,
        priceCents: offers.priceCents,
        currency: offers.currency,
        billingPeriod: offers.billingPeriod,
        country: offers.country,
        productSlug: products.slug,
        productName: products.name,
        categorySlug: categories.slug,
        providerName: providers.name,
      })
      .from(offers)
      .innerJoin(products, and(eq(products.id, offers.productId), eq(products.isActive, true)))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(providers, eq(providers.id, offers.providerId))
      .where(offerMatch)
      .limit(limit);
    if (rows.length < limit) return { rows, total: rows.length };
    const matching = db
      .select({ one: sql`1` })
      .from(offers)
      .innerJoin(products, and(eq(products.id, offers.productId), eq(products.isActive, true)))
      .where(offerMatch)
      .limit(SEARCH_OFFER_COUNT_CAP)
      .as("matching");
    const [{ n }] = await db.select({ n: count() }).from(matching);
    return { rows, total: Number(n) };
  };
  const [cats, prods, provs, offerResult, articleRows] = await Promise.all([
    db
      .select({ slug: categories.slug, name: categories.name })
      .from(categories)
      .where(or(localizedIlike(categories.name, pattern), ilike(categories.slug, pattern)))
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(limit),
    db
      .select({ slug: products.slug, name: products.name, categorySlug: categories.slug, categoryName: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.isActive, true), or(localizedIlike(products.name, pattern), ilike(products.slug, pattern))))
      .orderBy(asc(categories.position), asc(products.position), asc(products.id))
      .limit(limit),
    db
      .select({ slug: providers.slug, name: providers.name, country: providers.country, website: providers.website })
      .from(providers)
      .where(ilike(providers.name, pattern))
      .orderBy(asc(providers.name))
      .limit(limit),
    listOffers(),
    db
      .select({ slug: articles.slug, title: articles.title })
      .from(articles)
      .where(localizedIlike(articles.title, pattern))
      .orderBy(sql`${articles.publishedAt} desc`)
      .limit(limit),
  ]);
  const cut = <T,>(rows: T[]) => rows.slice(0, SEARCH_GROUP_LIMIT);
  // Cheapest first by the comparable (monthly) price, not the raw figure of each billing period.
  const offerRows = cut(offerResult.rows).sort((a, b) => monthlyCents(a.priceCents, a.billingPeriod) - monthlyCents(b.priceCents, b.billingPeriod) || a.uid.localeCompare(b.uid));
  return {
    categories: cut(cats),
    products: cut(prods),
    providers: cut(provs),
    offers: offerRows,
    articles: cut(articleRows),
    offerTotal: offerResult.total,
    offerTotalCapped: offerResult.total >= SEARCH_OFFER_COUNT_CAP,
    more: {
      products: prods.length > SEARCH_GROUP_LIMIT,
      offers: offerResult.total > offerRows.length,
      providers: provs.length > SEARCH_GROUP_LIMIT,
      articles: articleRows.length > SEARCH_GROUP_LIMIT,
    },
  };
}
