/**
 * Child of bench/run.ts (run with tsx): seeds a fresh PGlite data directory with N public offers,
 * then picks the URLs to measure from the data just written, and closes the database so that
 * `next start` can open the same directory (PGlite allows one process per data dir).
 *
 *   tsx bench/prepare.ts --offers 100000 --data-dir /tmp/x/pgdata [--cold 100] [--cold-primer 20] [--crawl-file FILE]
 *
 * Besides the warm targets' URLs it picks the cold targets' (bench/lib/cold.ts): `--cold` distinct
 * offer pages and as many distinct listings, none of them a URL another target requests, plus
 * `--cold-primer` of each kind, requested unmeasured before them. Offers are taken round-robin over
 * the products (uid order within a product, which is random); listings round-robin over the products
 * by variant (bench/lib/urls.ts listingVariants: plain, country, sorts, pages, sizes, facet
 * filters), each written in its canonical form (lib/catalogue/listing-query.ts) and kept once.
 *
 * `--crawl-file FILE` (the memory soak, bench/lib/soak.ts): every public offer's page (public offers of
 * active products, as the sitemap lists them), one path a line, in the sitemap's order (offers by id,
 * lib/seo/sitemap.ts); the result's `crawl` names the file and the count.
 *
 * Progress goes to stderr; the result is one JSON line on stdout (type BenchUrls).
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { openDatabase } from "@/lib/db/client";
import { categories, offers, products, providers } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/db/seed/seed";
import { facetsForCategory } from "@/lib/catalogue/facets";
import { paths } from "@/lib/catalogue/paths";
import { canonicalListingQuery } from "@/lib/catalogue/listing-query";
import { productSegment } from "@/lib/catalogue/country-slug";
import { DEFAULT_OFFER_PAGE_SIZE, sortApplies, sortValues } from "@/lib/catalogue/schema";
import { facetValues, listingVariants, pickFacetValue, roundRobin, spreadPages, type BenchUrls, type ListingSource } from "./lib/urls";

/** Products (one per category, the biggest) and pages per product in the mixed API set. */
const MIXED_PRODUCTS = 6;
const MIXED_PAGES_PER_PRODUCT = 8;

async function main() {
  const { values } = parseArgs({
    options: { offers: { type: "string" }, "data-dir": { type: "string" }, cold: { type: "string", default: "100" }, "cold-primer": { type: "string", default: "20" }, "crawl-file": { type: "string" } },
    strict: true,
  });
  const wanted = Number(values.offers);
  const dataDir = values["data-dir"];
  const coldWanted = Number(values.cold);
  const primerWanted = Number(values["cold-primer"]);
  if (!Number.isInteger(wanted) || wanted < 1 || !dataDir) throw new Error("usage: prepare.ts --offers N --data-dir DIR [--cold N] [--cold-primer N]");
  if (!Number.isInteger(coldWanted) || coldWanted < 0 || !Number.isInteger(primerWanted) || primerWanted < 0) throw new Error("--cold and --cold-primer take whole numbers");

  const log = (text: string) => process.stderr.write(`${text}\n`);
  const started = performance.now();
  const handle = await openDatabase({ dataDir });
  try {
    const db = handle.db;
    log(`  seeding ${wanted.toLocaleString("en")} public offers into ${dataDir} ...`);
    // Progress is printed from the batch callback: PGlite answers synchronously inside a chain of
    // resolved promises, so timers (a setInterval heartbeat) would not fire until the seed is over.
    let lastPrint = performance.now();
    const result = await seedDatabase(db, {
      offers: wanted,
      force: true,
      onProgress: (inserted) => {
        const now = performance.now();
        if (now - lastPrint < 5000 && inserted < wanted) return;
        lastPrint = now;
        log(`  ... ${inserted.toLocaleString("en")} offers inserted (${((now - started) / 1000).toFixed(0)} s)`);
      },
    });
    const seedSeconds = (performance.now() - started) / 1000;
    log(`  seeded in ${seedSeconds.toFixed(1)} s: ${result.counts.publicOffers} public / ${result.counts.offers} offers`);

    // Products by public offer count, biggest first.
    const offerCount = count(offers.id);
    const ranked = await db
      .select({ product: products.slug, category: categories.slug, n: offerCount })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(offers.status, "public"), eq(products.isActive, true)))
      .groupBy(products.slug, categories.slug)
      .orderBy(desc(offerCount), asc(products.slug));
    if (!ranked.length) throw new Error("the seeded catalogue has no active product with public offers");
    const main = ranked[0];

    // The offer in the middle of the product's price range.
    const [offer] = await db
      .select({ uid: offers.uid })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(and(eq(products.slug, main.product), eq(offers.status, "public")))
      .orderBy(asc(offers.priceCents), asc(offers.id))
      .limit(1)
      .offset(Math.floor(main.n / 2));

    const facetRows = await db
      .select({ facets: offers.facets })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(and(eq(products.slug, main.product), eq(offers.status, "public")))
      .limit(5000);
    const facetKeys = facetsForCategory(main.category)
      .map((f) => f.key)
      .filter((k) => k !== "country" && k !== "provider");
    const facet = pickFacetValue(facetKeys, facetRows.map((r) => r.facets));
    if (!facet) throw new Error(`no usable facet value among ${facetKeys.join(", ")} for ${main.product}`);

    const listing = paths.listing(main.category, main.product);
    const filtered = `${listing}?${new URLSearchParams({ [facet.key]: facet.value, sort: "price_desc" })}`;
    const api = (product: string, page: number) =>
      `/api/offers?${new URLSearchParams({ product_slug: product, page: String(page), size: String(DEFAULT_OFFER_PAGE_SIZE) })}`;

    // Mixed API set: the biggest product of each category, several pages each, round-robin.
    const seen = new Set<string>();
    const mixedProducts = ranked.filter((r) => !seen.has(r.category) && seen.add(r.category)).slice(0, MIXED_PRODUCTS);
    const apiMixed = mixedProducts.flatMap((p) =>
      spreadPages(Math.ceil(p.n / DEFAULT_OFFER_PAGE_SIZE), MIXED_PAGES_PER_PRODUCT).map((page) => api(p.product, page)),
    );

    // The CSV import target: the organisation with the most offers of the main product.
    const byProvider = count(offers.id);
    const [supplier] = await db
      .select({ slug: providers.slug, n: byProvider })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .innerJoin(providers, eq(providers.id, offers.providerId))
      .where(and(eq(products.slug, main.product), eq(offers.status, "public")))
      .groupBy(providers.slug)
      .orderBy(desc(byProvider), asc(providers.slug))
      .limit(1);

    // Cold targets: every URL distinct, and none that another target (or the primer) requests.
    const taken = new Set([paths.offer(main.category, main.product, offer.uid), listing, canonicalPath(filtered)]);
    const coldOffers = await pickColdOffers(db, primerWanted + coldWanted, taken);
    const coldListings = await pickColdListings(db, ranked, primerWanted + coldWanted, taken);
    if (coldOffers.length < primerWanted + coldWanted || coldListings.length < primerWanted + coldWanted) {
      log(`  note: only ${coldOffers.length} cold offer URLs and ${coldListings.length} cold listings for ${primerWanted} + ${coldWanted} of each`);
    }
    const primerOffers = coldOffers.slice(0, primerWanted);
    const primerListings = coldListings.slice(0, primerWanted);
    const primer = roundRobin([primerOffers, primerListings], primerOffers.length + primerListings.length);

    const out: BenchUrls = {
      publicOffers: result.counts.publicOffers,
      totalOffers: result.counts.offers,
      seedSeconds,
      product: { category: main.category, slug: main.product, publicOffers: main.n },
      facet,
      about: "/about",
      offer: paths.offer(main.category, main.product, offer.uid),
      listing,
      filtered,
      apiHot: api(main.product, 1),
      apiMixed,
      csv: { provider: supplier.slug, product: main.product },
      cold: { offers: coldOffers.slice(primerWanted), listings: coldListings.slice(primerWanted), primer },
    };
    if (values["crawl-file"]) {
      const all = await allOfferPaths(db);
      await writeFile(values["crawl-file"], `${all.join("\n")}\n`);
      out.crawl = { file: values["crawl-file"], pages: all.length };
      log(`  crawl list: ${all.length.toLocaleString("en")} offer pages in ${values["crawl-file"]}`);
    }
    process.stdout.write(`${JSON.stringify(out)}\n`);
  } finally {
    await handle.close();
  }
}

type Db = Awaited<ReturnType<typeof openDatabase>>["db"];

/** A listing URL in the canonical form the proxy and the front key it by (ADR 0002). */
function canonicalPath(url: string): string {
  const [pathname, query = ""] = url.split("?", 2);
  const [, category = "", segment = ""] = pathname.split("/");
  const canonical = canonicalListingQuery(new URLSearchParams(query), category, segment);
  return canonical ? `${pathname}?${canonical}` : pathname;
}

/** Public offers of active products with what their page path needs; the caller orders them. */
function publicOfferRows(db: Db) {
  return db
    .select({ uid: offers.uid, product: products.slug, category: categories.slug })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(offers.status, "public"), eq(products.isActive, true)));
}

/** Every public offer's page (public offers of active products), in the sitemap's order: offers by id. */
async function allOfferPaths(db: Db): Promise<string[]> {
  const rows = await publicOfferRows(db).orderBy(asc(offers.id));
  return rows.map((r) => paths.offer(r.category, r.product, r.uid));
}

/** Up to n public offers of active products not in `taken`, round-robin over the products. */
async function pickColdOffers(db: Db, n: number, taken: Set<string>): Promise<string[]> {
  const rows = await publicOfferRows(db).orderBy(asc(products.slug), asc(offers.uid));
  const byProduct = new Map<string, string[]>();
  for (const r of rows) {
    const url = paths.offer(r.category, r.product, r.uid);
    if (taken.has(url)) continue;
    byProduct.set(r.product, [...(byProduct.get(r.product) ?? []), url]);
  }
  const picked = roundRobin([...byProduct.values()], n);
  for (const url of picked) taken.add(url);
  return picked;
}

/** Up to n distinct listing URLs (canonical) not in `taken`: each product's variants, round-robin. */
async function pickColdListings(db: Db, ranked: { product: string; category: string; n: number }[], n: number, taken: Set<string>): Promise<string[]> {
  const perProduct: string[][] = [];
  for (const r of ranked) {
    const countryCount = count(offers.id);
    const countries = await db
      .select({ country: offers.country, n: countryCount })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(and(eq(products.slug, r.product), eq(offers.status, "public")))
      .groupBy(offers.country)
      .orderBy(desc(countryCount), asc(offers.country));
    const facetRows = await db
      .select({ facets: offers.facets })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(and(eq(products.slug, r.product), eq(offers.status, "public")))
      .orderBy(asc(offers.uid))
      .limit(2000);
    const keys = facetsForCategory(r.category).map((f) => f.key).filter((k) => k !== "country" && k !== "provider");
    const source: ListingSource = {
      category: r.category,
      product: r.product,
      publicOffers: r.n,
      countries: countries.map((c) => c.country),
      facets: facetValues(keys, facetRows.map((x) => x.facets)),
      sorts: sortValues.filter((s) => s !== "price_asc" && sortApplies(s, keys)),
    };
    const urls: string[] = [];
    for (const v of listingVariants(source, DEFAULT_OFFER_PAGE_SIZE)) {
      const path = paths.listing(r.category, r.product, v.country);
      const canonical = canonicalListingQuery(new URLSearchParams(v.query), r.category, productSegment(r.product, v.country));
      const url = canonical ? `${path}?${canonical}` : path;
      if (taken.has(url)) continue;
      taken.add(url);
      urls.push(url);
    }
    perProduct.push(urls);
  }
  return roundRobin(perProduct, n);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
