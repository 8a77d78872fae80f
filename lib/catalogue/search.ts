import "server-only";
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb } from "@/lib/db/client";
import { articles, categories, offerSearch, offers, products, providers, type Localized } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";
import type { OfferSummary } from "./queries";
import { monthlyCents } from "./pricing";
import { searchTokens, searchTsQuery } from "./search-text";
import { listedOrganization } from "./listed-organizations";

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

/**
 * Every token is somewhere in the texts (lower-cased, "ё" read as "е"). Tokens hold only letters
 * and digits (searchTokens), so they need no LIKE escaping. Used for the small tables.
 */
function allTokensIn(texts: SQL[], tokens: string[]): SQL {
  const text = sql`translate(lower(concat_ws(' ', ${sql.join(texts, sql`, `)})), 'ё', 'е')`;
  return and(...tokens.map((t) => sql`${text} like ${`%${t}%`}`))!;
}

const localized = (column: typeof categories.name | typeof products.name | typeof articles.title) => [
  sql`${column}->>'en'`,
  sql`${column}->>'ru'`,
];

/** Matching offers are counted up to this bound; beyond it the page says "more than". */
export const SEARCH_OFFER_COUNT_CAP = 1000;

/**
 * Site search (the WebSite SearchAction target). The query is cut into tokens (searchTokens:
 * "8x H100" and "8 × h100" give the same ones) and every token must match (AND).
 *
 * Offers match through their search document (offer_search, ADR 0009): name, attributes, product,
 * category, provider, country and city in both languages, as a "simple" full-text vector with a
 * GIN index; each token is a prefix ("h10" finds "h100"). So "rtx 4090 germany" and
 * "германия rtx 4090" find RTX 4090 servers in Germany. Hidden offers and inactive products
 * never match. The list stops at the first SEARCH_GROUP_LIMIT + 1 matches (the sample is then
 * ordered by price) and the count stops at SEARCH_OFFER_COUNT_CAP and runs only when the list
 * was full.
 *
 * Category, product and provider names (both languages) and article titles are small tables:
 * each token must occur in the name (substring, case-insensitive).
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
  const tokens = searchTokens(q);
  if (!tokens.length) return empty;
  const db = await getDb();
  const limit = SEARCH_GROUP_LIMIT + 1;
  const offerMatch = and(
    eq(offers.status, "public"),
    sql`${offerSearch.vector} @@ to_tsquery('simple', ${searchTsQuery(tokens)})`,
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
      .from(offerSearch)
      .innerJoin(offers, eq(offers.id, offerSearch.offerId))
      .innerJoin(products, and(eq(products.id, offers.productId), eq(products.isActive, true)))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(providers, eq(providers.id, offers.providerId))
      .where(offerMatch)
      .limit(limit);
    if (rows.length < limit) return { rows, total: rows.length };
    const matching = db
      .select({ one: sql`1` })
      .from(offerSearch)
      .innerJoin(offers, eq(offers.id, offerSearch.offerId))
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
      .where(allTokensIn([...localized(categories.name), sql`${categories.slug}`], tokens))
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(limit),
    db
      .select({ slug: products.slug, name: products.name, categorySlug: categories.slug, categoryName: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.isActive, true), allTokensIn([...localized(products.name), sql`${products.slug}`], tokens)))
      .orderBy(asc(categories.position), asc(products.position), asc(products.id))
      .limit(limit),
    db
      .select({ slug: providers.slug, name: providers.name, country: providers.country, website: providers.website })
      .from(providers)
      .where(and(listedOrganization, allTokensIn([sql`${providers.name}`], tokens)))
      .orderBy(asc(providers.name))
      .limit(limit),
    listOffers(),
    db
      .select({ slug: articles.slug, title: articles.title })
      .from(articles)
      .where(allTokensIn(localized(articles.title), tokens))
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
