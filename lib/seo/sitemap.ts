import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb } from "@/lib/db/client";
import { categories, offers, products } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";
import { paths } from "@/lib/catalogue/paths";
import { listArticles } from "@/lib/articles/queries";
import { listProviderSlugs } from "@/lib/catalogue/provider";
import { localizedPath, routing } from "@/lib/i18n/routing";
import { absoluteUrl, languageAlternates } from "./metadata";

/**
 * Sitemaps (https://www.sitemaps.org/protocol.html): /sitemap.xml is an index of part files
 * /sitemaps/{n}.xml. Every page appears once per language as its own <url>, each carrying the
 * hreflang alternates of all languages (Google's recommended form). A part holds at most
 * PAGES_PER_PART pages, i.e. PAGES_PER_PART × languages <url> elements, well under the protocol's
 * 50,000 URLs and 50 MB.
 */
export const PAGES_PER_PART = 20_000;
export const MAX_URLS_PER_SITEMAP = 50_000;

if (PAGES_PER_PART * routing.locales.length > MAX_URLS_PER_SITEMAP) {
  throw new Error("sitemap parts would exceed 50,000 URLs");
}

/** A page of the site: its unprefixed app path and when it last changed, if known. */
export type SitemapPage = { path: string; lastModified?: string };

/** Fixed pages that are indexable (search is noindex; error pages are not listed). */
const STATIC_PAGES = ["/", paths.dataCenters(), paths.providers(), paths.articles(), "/about", "/terms", "/privacy-policy", "/refund"];

/** Categories with active products, product listings and product × country listings with public offers. */
async function listCataloguePages(): Promise<SitemapPage[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.categories, tags.offers);
  const db = await getDb();
  const [cats, prods, countries] = await Promise.all([
    db
      .selectDistinct({ slug: categories.slug, position: categories.position, id: categories.id })
      .from(categories)
      .innerJoin(products, and(eq(products.categoryId, categories.id), eq(products.isActive, true)))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ slug: products.slug, categorySlug: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.isActive, true))
      .orderBy(asc(categories.position), asc(categories.id), asc(products.position), asc(products.id)),
    db
      .selectDistinct({ productSlug: products.slug, categorySlug: categories.slug, country: offers.country })
      .from(offers)
      .innerJoin(products, and(eq(products.id, offers.productId), eq(products.isActive, true)))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(offers.status, "public"))
      .orderBy(asc(categories.slug), asc(products.slug), asc(offers.country)),
  ]);
  return [
    ...cats.map((c) => ({ path: paths.category(c.slug) })),
    ...prods.map((p) => ({ path: paths.listing(p.categorySlug, p.slug) })),
    ...countries.map((c) => ({ path: paths.listing(c.categorySlug, c.productSlug, c.country) })),
  ];
}

/** Every non-offer page, in a stable order: static pages, catalogue pages, provider pages, articles. */
async function listFixedPages(): Promise<SitemapPage[]> {
  const [catalogue, providerSlugs, articleList] = await Promise.all([listCataloguePages(), listProviderSlugs(), listArticles()]);
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...catalogue,
    ...providerSlugs.map((slug) => ({ path: paths.provider(slug) })),
    ...articleList.map((a) => ({ path: paths.article(a.slug), lastModified: a.publishedAt })),
  ];
}

const publicOfferWhere = and(eq(offers.status, "public"), eq(products.isActive, true));

/** How many offer pages the sitemap lists (public offers of active products). */
async function countSitemapOffers(): Promise<number> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.offers);
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(publicOfferWhere);
  return Number(row?.n ?? 0);
}

/**
 * Public offer uids with their product and category slugs, by id, `limit` from `offset`. Only the
 * four columns a URL needs are read, so a part of 20,000 offers stays a cheap index-ordered scan
 * even with 100,000+ offers. Hidden offers never appear.
 */
export async function listPublicOfferRefs(offset: number, limit: number) {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.offers);
  const db = await getDb();
  const rows = await db
    .select({ uid: offers.uid, productSlug: products.slug, categorySlug: categories.slug, updatedAt: offers.updatedAt })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(publicOfferWhere)
    .orderBy(asc(offers.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() }));
}

/** Number of part files of the index (at least one, so an empty catalogue still lists the static pages). */
export async function getSitemapPartCount(): Promise<number> {
  const [fixed, offerCount] = await Promise.all([listFixedPages(), countSitemapOffers()]);
  return Math.max(1, Math.ceil((fixed.length + offerCount) / PAGES_PER_PART));
}

/** The pages of part `part` (0-based): fixed pages first, then offers by id. Null past the last part. */
export async function getSitemapPart(part: number): Promise<SitemapPage[] | null> {
  const [fixed, offerCount] = await Promise.all([listFixedPages(), countSitemapOffers()]);
  const totalPages = fixed.length + offerCount;
  const partCount = Math.max(1, Math.ceil(totalPages / PAGES_PER_PART));
  if (!Number.isInteger(part) || part < 0 || part >= partCount) return null;
  const start = part * PAGES_PER_PART;
  const end = start + PAGES_PER_PART;
  const pages = fixed.slice(start, end);
  const offerStart = Math.max(0, start - fixed.length);
  const offerLimit = end - fixed.length - offerStart;
  if (offerLimit > 0 && offerStart < offerCount) {
    const refs = await listPublicOfferRefs(offerStart, offerLimit);
    for (const r of refs) pages.push({ path: paths.offer(r.categorySlug, r.productSlug, r.uid), lastModified: r.updatedAt });
  }
  return pages;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/** A <urlset> with one <url> per page and language, each with its hreflang alternates. */
export function renderUrlSet(pages: SitemapPage[]): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = Object.entries(languageAlternates(page.path))
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
      .join("");
    const lastmod = page.lastModified ? `<lastmod>${page.lastModified}</lastmod>` : "";
    for (const locale of routing.locales) {
      out.push(`<url><loc>${escapeXml(absoluteUrl(localizedPath(locale, page.path)))}</loc>${lastmod}${alternates}</url>`);
    }
  }
  out.push("</urlset>");
  return out.join("\n");
}

/** The sitemap index pointing at every part file. */
export function renderSitemapIndex(partCount: number): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (let i = 0; i < partCount; i++) {
    out.push(`<sitemap><loc>${escapeXml(sitemapPartUrl(i))}</loc></sitemap>`);
  }
  out.push("</sitemapindex>");
  return out.join("\n");
}

export function sitemapPartUrl(part: number): string {
  return absoluteUrl(`/sitemaps/${part}.xml`);
}

/** Parses the `[part]` segment of /sitemaps/{n}.xml; null when it is not a plain number. */
export function parseSitemapPart(segment: string): number | null {
  const m = /^(\d{1,6})\.xml$/.exec(segment);
  return m ? Number(m[1]) : null;
}
