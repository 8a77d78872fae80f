import "server-only";
import { and, asc, avg, count, desc, eq, gte, inArray, lte, min, or, sql, type SQL } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb, type Db } from "@/lib/db/client";
import { categories, dataCenters, offers, products, providers, type Localized, type OfferAttribute, type OfferNameTemplate } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";
import { WHOLE_EURO_FROM_CENTS } from "./pricing";
import type { OfferStatus } from "./offer-status-names";
import { productFacets, type ProductAttribute } from "./attribute-schema";
import type { FacetDef } from "./facets";
import type { OfferListingInput, Page } from "./schema";

/** A public offer as pages and the API read it. Names are kept in both languages. */
export type OfferView = {
  uid: string;
  /** The name as stored (English for the demo catalogue); pages show `offerTitle(offer, locale)`. */
  name: string;
  nameTemplate: OfferNameTemplate | null;
  status: OfferStatus;
  country: string;
  priceCents: number;
  currency: string;
  billingPeriod: "hour" | "month" | "year";
  /** The comparable price: cents per month (lib/catalogue/pricing.ts). */
  monthlyPriceCents: number;
  attributes: OfferAttribute[];
  /** Facet values (gpu_count, cpu_cores, ram_gb ... as strings): unit prices and similarity read them. */
  facets: Record<string, string | string[]>;
  availability: "in_stock" | "limited" | "out_of_stock";
  stock: number;
  deliveryMinutes: number;
  /**
   * Media ids. image16x9Small and image16x9Medium are the 640 x 360 and 960 x 540 copies of an uploaded
   * image16x9, null for the SVG covers and for a photo uploaded before they existed (the offer page then
   * offers what there is, image16x9 alone at least).
   */
  media: { image1x1: string | null; image4x3: string | null; image16x9: string | null; image16x9Small: string | null; image16x9Medium: string | null; imageSocial: string | null };
  product: { slug: string; name: Localized; categorySlug: string; categoryName: Localized };
  supplier: { uid: string; slug: string; name: string; country: string };
  dataCenter: { uid: string; name: string; country: string; city: string } | null;
  updatedAt: string;
};

/** An offer as a card or a search hit shows it: enough to link to its page and show its price. */
export type OfferSummary = {
  uid: string;
  name: string;
  nameTemplate?: OfferNameTemplate | null;
  priceCents: number;
  currency: string;
  billingPeriod: OfferView["billingPeriod"];
  country: string;
  productSlug: string;
  productName: Localized;
  categorySlug: string;
  providerName: string;
};

const offerColumns = {
  uid: offers.uid,
  name: offers.name,
  nameTemplate: offers.nameTemplate,
  status: offers.status,
  country: offers.country,
  priceCents: offers.priceCents,
  currency: offers.currency,
  billingPeriod: offers.billingPeriod,
  monthlyPriceCents: offers.monthlyPriceCents,
  attributes: offers.attributes,
  facets: offers.facets,
  availability: offers.availability,
  stock: offers.stock,
  deliveryMinutes: offers.deliveryMinutes,
  image1x1: offers.image1x1,
  image4x3: offers.image4x3,
  image16x9: offers.image16x9,
  image16x9Small: offers.image16x9Small,
  image16x9Medium: offers.image16x9Medium,
  imageSocial: offers.imageSocial,
  updatedAt: offers.updatedAt,
  productSlug: products.slug,
  productName: products.name,
  categorySlug: categories.slug,
  categoryName: categories.name,
  supplierUid: providers.uid,
  supplierSlug: providers.slug,
  supplierName: providers.name,
  supplierCountry: providers.country,
  dcUid: dataCenters.uid,
  dcName: dataCenters.name,
  dcCountry: dataCenters.country,
  dcCity: dataCenters.city,
};

type OfferRow = { [K in keyof typeof offerColumns]: (typeof offerColumns)[K]["_"]["data"] | null };

function toOfferView(r: OfferRow): OfferView {
  return {
    uid: r.uid!,
    name: r.name!,
    nameTemplate: r.nameTemplate ?? null,
    status: r.status!,
    country: r.country!,
    priceCents: r.priceCents!,
    currency: r.currency!,
    billingPeriod: r.billingPeriod!,
    monthlyPriceCents: Number(r.monthlyPriceCents),
    attributes: r.attributes!,
    facets: r.facets!,
    availability: r.availability!,
    stock: r.stock!,
    deliveryMinutes: r.deliveryMinutes!,
    media: { image1x1: r.image1x1, image4x3: r.image4x3, image16x9: r.image16x9, image16x9Small: r.image16x9Small, image16x9Medium: r.image16x9Medium, imageSocial: r.imageSocial },
    product: { slug: r.productSlug!, name: r.productName!, categorySlug: r.categorySlug!, categoryName: r.categoryName! },
    supplier: { uid: r.supplierUid!, slug: r.supplierSlug!, name: r.supplierName!, country: r.supplierCountry! },
    dataCenter: r.dcUid ? { uid: r.dcUid, name: r.dcName!, country: r.dcCountry!, city: r.dcCity! } : null,
    updatedAt: new Date(r.updatedAt!).toISOString(),
  };
}

function selectOffers(db: Db) {
  return db
    .select(offerColumns)
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(providers, eq(providers.id, offers.providerId))
    .leftJoin(dataCenters, eq(dataCenters.id, offers.dataCenterId))
    .$dynamic();
}

export type ProductSummary = {
  slug: string;
  name: Localized;
  description: Localized;
  isActive: boolean;
  /** The typed attributes of its offers (lib/catalogue/attribute-schema.ts). */
  attributeSchema: ProductAttribute[];
  offerCount: number;
  /** Lowest comparable price: cents per month (an hourly offer counts 730 hours). */
  minPriceCents: number | null;
};
export type CategoryView = {
  slug: string;
  name: Localized;
  description: Localized;
  products: ProductSummary[];
};

/** Categories with their products, each with its public offer count and lowest monthly price. */
export async function listCategories(): Promise<CategoryView[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.categories);
  const db = await getDb();
  const [cats, prods, stats] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(products).orderBy(asc(products.position), asc(products.id)),
    db
      .select({ productId: offers.productId, n: count(), minPrice: min(offers.monthlyPriceCents) })
      .from(offers)
      .where(eq(offers.status, "public"))
      .groupBy(offers.productId),
  ]);
  const byProduct = new Map(stats.map((s) => [s.productId, s]));
  return cats.map((c) => ({
    slug: c.slug,
    name: c.name,
    description: c.description,
    products: prods
      .filter((p) => p.categoryId === c.id)
      .map((p) => ({
        slug: p.slug,
        name: p.name,
        description: p.description,
        isActive: p.isActive,
        attributeSchema: p.attributeSchema,
        offerCount: Number(byProduct.get(p.id)?.n ?? 0),
        minPriceCents: byProduct.get(p.id)?.minPrice != null ? Number(byProduct.get(p.id)!.minPrice) : null,
      })),
  }));
}

export async function getCategory(slug: string): Promise<CategoryView | null> {
  return (await listCategories()).find((c) => c.slug === slug) ?? null;
}

/** A product as a listing page needs it, or null when the pair does not exist or is inactive. */
export async function getProduct(categorySlug: string, productSlug: string) {
  const category = await getCategory(categorySlug);
  const product = category?.products.find((p) => p.slug === productSlug && p.isActive);
  if (!category || !product) return null;
  return { category, product, facets: productFacets(category.slug, product.attributeSchema) };
}

/** Finds a product by slug alone (API filters), with its category. */
export async function findProduct(productSlug: string) {
  for (const category of await listCategories()) {
    const product = category.products.find((p) => p.slug === productSlug);
    if (product) return { category, product, facets: productFacets(category.slug, product.attributeSchema) };
  }
  return null;
}

/** Offers whose monthly amount is converted and shown in whole euros (see shownMonthlyCents). */
const convertedAndRounded = () => and(sql`${offers.billingPeriod} <> 'month'`, gte(offers.monthlyPriceCents, WHOLE_EURO_FROM_CENTS));

/** The WHERE of a listing request (also used per filter group by the facet counts: lib/catalogue/facet-counts.ts). */
export function listingWhere(input: OfferListingInput, productId: number | null, providerIds: number[] | null): SQL {
  const conditions: (SQL | undefined)[] = [eq(offers.status, "public")];
  if (productId !== null) conditions.push(eq(offers.productId, productId));
  if (input.countries?.length) conditions.push(inArray(offers.country, input.countries));
  if (providerIds) conditions.push(inArray(offers.providerId, providerIds.length ? providerIds : [-1]));
  // Whole euros per month against the monthly price as shown (shownMonthlyCents: an hourly offer counts
  // 730 hours, a converted amount from €100 up shows rounded to whole euros). The outer range uses the index.
  if (input.priceMinEur !== undefined) {
    const min = input.priceMinEur * 100;
    conditions.push(gte(offers.monthlyPriceCents, min - 50), or(gte(offers.monthlyPriceCents, min), convertedAndRounded()));
  }
  if (input.priceMaxEur !== undefined) {
    const max = input.priceMaxEur * 100;
    conditions.push(lte(offers.monthlyPriceCents, max + 49), or(lte(offers.monthlyPriceCents, max), convertedAndRounded()));
  }
  for (const [key, values] of Object.entries(input.facets)) {
    if (!values.length) continue;
    // jsonb containment uses the GIN index; a multi-valued facet matches when it holds the value.
    const alternatives = values.map((v) => sql`${offers.facets} @> ${JSON.stringify({ [key]: v })}::jsonb OR ${offers.facets} @> ${JSON.stringify({ [key]: [v] })}::jsonb`);
    conditions.push(or(...alternatives.map((a) => sql`(${a})`)));
  }
  return and(...conditions)!;
}

/** Orders by the normalised prices (generated columns with listing indexes); unit prices put offers without the unit last. */
const sortOrder = {
  price_asc: [asc(offers.monthlyPriceCents), asc(offers.id)],
  price_desc: [desc(offers.monthlyPriceCents), asc(offers.id)],
  delivery_asc: [asc(offers.deliveryMinutes), asc(offers.monthlyPriceCents), asc(offers.id)],
  newest: [desc(offers.createdAt), desc(offers.id)],
  gpu_hour_asc: [sql`${offers.gpuHourPriceCents} asc nulls last`, asc(offers.id)],
  vcpu_month_asc: [sql`${offers.vcpuMonthPriceCents} asc nulls last`, asc(offers.id)],
  ram_gb_month_asc: [sql`${offers.ramGbMonthPriceCents} asc nulls last`, asc(offers.id)],
} as const;

/**
 * One page of public offers. Unknown product or provider slugs give an empty page; callers that
 * must answer 404 check the product first.
 */
export async function listOffers(input: OfferListingInput): Promise<Page<OfferView>> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.offers, ...(input.productSlug ? [tags.product(input.productSlug)] : []));
  const db = await getDb();
  let productId: number | null = null;
  if (input.productSlug) {
    const [p] = await db.select({ id: products.id }).from(products).where(eq(products.slug, input.productSlug));
    if (!p) return { items: [], total: 0, page: input.page, size: input.size, pages: 0 };
    productId = p.id;
  }
  let providerIds: number[] | null = null;
  if (input.providers?.length || input.organizationUid) {
    const conds = [
      ...(input.providers?.length ? [inArray(providers.slug, input.providers)] : []),
      ...(input.organizationUid ? [eq(providers.uid, input.organizationUid)] : []),
    ];
    const rows = await db.select({ id: providers.id }).from(providers).where(and(...conds));
    providerIds = rows.map((r) => r.id);
  }
  // Without a product (whose callers check it is active), offers of inactive products are left out.
  const where =
    productId !== null
      ? listingWhere(input, productId, providerIds)
      : and(listingWhere(input, productId, providerIds), sql`exists (select 1 from products ap where ap.id = "offers"."product_id" and ap.is_active)`)!;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(offers).where(where),
    selectOffers(db)
      .where(where)
      .orderBy(...sortOrder[input.sort])
      .limit(input.size)
      .offset((input.page - 1) * input.size),
  ]);
  const n = Number(total);
  return {
    items: rows.map((r) => toOfferView(r as OfferRow)),
    total: n,
    page: input.page,
    size: input.size,
    pages: Math.ceil(n / input.size),
  };
}

/** A public offer by uid, or null (unknown or hidden: both are "not found" to the public). */
export async function getOffer(uid: string): Promise<OfferView | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.offer(uid));
  const db = await getDb();
  // An offer of an inactive product is not public either (staff took the product out of the catalogue).
  const [row] = await selectOffers(db).where(and(eq(offers.uid, uid), eq(offers.status, "public"), eq(products.isActive, true))).limit(1);
  return row ? toOfferView(row as OfferRow) : null;
}

/** Several public offers by uid, in the order asked (comparison). */
export async function getOffers(uids: string[]): Promise<OfferView[]> {
  const found = await Promise.all(uids.map((uid) => getOffer(uid)));
  return found.filter((o): o is OfferView => o !== null);
}

export type FacetOption = { value: string; label?: string; count: number };
export type FacetConfig = FacetDef & { options: FacetOption[] };

/**
 * The filters of one product's listing with the values in use and their offer counts; price bounds
 * in EUR. Country and provider options come from the offers too.
 */
export async function getProductFilters(productSlug: string) {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.product(productSlug));
  const found = await findProduct(productSlug);
  if (!found) return null;
  const db = await getDb();
  const [p] = await db.select({ id: products.id }).from(products).where(eq(products.slug, productSlug));
  const base = and(eq(offers.productId, p.id), eq(offers.status, "public"));
  const [facetRows, countryRows, providerRows, priceRows] = await Promise.all([
    db.execute(sql`
      select kv.key as key, v.value as value, count(*)::int as n
      from ${offers}, jsonb_each(${offers.facets}) kv,
        lateral (select jsonb_array_elements_text(case when jsonb_typeof(kv.value) = 'array' then kv.value else jsonb_build_array(kv.value) end) as value) v
      where ${offers.productId} = ${p.id} and ${offers.status} = 'public'
      group by kv.key, v.value`),
    db.select({ value: offers.country, n: count() }).from(offers).where(base).groupBy(offers.country),
    db
      .select({ value: providers.slug, name: providers.name, n: count() })
      .from(offers)
      .innerJoin(providers, eq(providers.id, offers.providerId))
      .where(base)
      .groupBy(providers.slug, providers.name),
    db.select({ lo: min(offers.monthlyPriceCents), hi: sql<number>`max(${offers.monthlyPriceCents})` }).from(offers).where(base),
  ]);
  const facetValues = new Map<string, FacetOption[]>();
  const rows = (facetRows as unknown as { rows: { key: string; value: string; n: number }[] }).rows;
  for (const r of rows) {
    const list = facetValues.get(r.key) ?? [];
    list.push({ value: r.value, count: Number(r.n) });
    facetValues.set(r.key, list);
  }
  const filters: FacetConfig[] = found.facets.map((def) => {
    let options: FacetOption[];
    if (def.key === "country") options = countryRows.map((r) => ({ value: r.value, count: Number(r.n) }));
    else if (def.key === "provider") options = providerRows.map((r) => ({ value: r.value, label: r.name, count: Number(r.n) }));
    else options = facetValues.get(def.key) ?? [];
    options.sort((a, b) => (def.numeric ? Number(a.value) - Number(b.value) : a.value.localeCompare(b.value)));
    return { ...def, options };
  });
  const price = priceRows[0];
  return {
    productSlug,
    categorySlug: found.category.slug,
    filters,
    price: {
      minEur: price?.lo != null ? Math.floor(Number(price.lo) / 100) : 0,
      maxEur: price?.hi != null ? Math.ceil(Number(price.hi) / 100) : 0,
    },
  };
}

/** Countries that have public offers, with counts (optionally for one product). */
export async function listOfferCountries(productSlug?: string) {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.offers);
  const db = await getDb();
  const q = db
    .select({ country: offers.country, count: count() })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(eq(offers.status, "public"), eq(products.isActive, true), productSlug ? eq(products.slug, productSlug) : undefined))
    .groupBy(offers.country)
    .orderBy(asc(offers.country));
  return (await q).map((r) => ({ country: r.country, count: Number(r.count) }));
}

/** Home page figures: public offer count, average price (EUR cents per month, all offers normalised) and delivery (average and median). */
export async function getCatalogueStats() {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.offers);
  const db = await getDb();
  const [row] = await db
    .select({
      total: count(),
      avgPrice: sql<string>`avg(${offers.monthlyPriceCents})`,
      avgDelivery: avg(offers.deliveryMinutes),
      medianDelivery: sql<string | null>`percentile_disc(0.5) within group (order by ${offers.deliveryMinutes})`,
    })
    .from(offers)
    .innerJoin(products, and(eq(products.id, offers.productId), eq(products.isActive, true)))
    .where(eq(offers.status, "public"));
  return {
    offerCount: Number(row?.total ?? 0),
    averagePriceCents: Math.round(Number(row?.avgPrice ?? 0)),
    averageDeliveryMinutes: Math.round(Number(row?.avgDelivery ?? 0)),
    /** The home page's delivery promise: half of the public offers are delivered within it. */
    medianDeliveryMinutes: Number(row?.medianDelivery ?? 0),
  };
}
