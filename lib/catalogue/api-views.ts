import { ATTRIBUTE_TYPES, productFacets } from "./attribute-schema";
import { z } from "zod";
import { countryName } from "@/lib/format";
import { localizedPath, type Locale } from "@/lib/i18n/routing";
import type { Localized } from "@/lib/db/schema";
import type { CategoryView, FacetConfig, OfferView, ProductSummary } from "./queries";
import type { ProductOptionView } from "./product-options";
import { paths } from "./paths";
import { OFFER_STATUSES } from "./offer-status-names";

/**
 * Response shapes of the public catalogue API (spec section 7) and the functions that build them
 * from the query layer's views. The zod schemas are the contract: the OpenAPI document is generated
 * from them and the API tests parse every answer with them.
 */

const CURRENCY = "EUR" as const;

export const moneyDto = z.object({
  amount_cents: z.number().int().describe("Integer amount in cents"),
  currency: z.literal(CURRENCY),
});

export const productSummaryDto = z.object({
  slug: z.string(),
  name: z.string().describe("In the answer language (Accept-Language)"),
  is_active: z.boolean(),
  category: z.string().describe("Slug of the product's category"),
  offer_count: z.number().int().min(0).describe("Public offers of the product"),
  min_price: moneyDto.nullable().describe("Lowest public offer price per month (hourly prices × 730, yearly ÷ 12), null without offers"),
  attributes: z
    .array(
      z.object({
        key: z.string().describe("The key of the offer's `attributes` (and of the listing filter when `filter`)"),
        label: z.string().describe("In the answer language"),
        type: z.enum(ATTRIBUTE_TYPES).describe("number: a positive number; word: 1–60 characters; list: up to 10 words"),
        unit: z.string().nullable(),
        required: z.boolean().describe("An offer must give it"),
        values: z.array(z.string()).nullable().describe("The only values allowed (for a list, per item), or null for any"),
        filter: z.boolean().describe("A filter of the product's listing (GET /api/core/filters/config)"),
      }),
    )
    .describe("The product's attribute schema, kept by staff: what a supplier's offer of it carries"),
});

export const categoryDto = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  products: z.array(productSummaryDto),
});

export const categoriesResponse = z.object({ categories: z.array(categoryDto) });

export const productOptionValueDto = z.object({
  value: z.string(),
  label: z.string(),
  price_cents: z.number().int().describe("Surcharge in EUR cents"),
});

export const productOptionDto = z.object({
  key: z.string(),
  name: z.string(),
  kind: z.string().describe("Input kind, e.g. select"),
  required: z.boolean(),
  values: z.array(productOptionValueDto),
});

export const productOptionsResponse = z.object({
  category_slug: z.string(),
  product_slug: z.string(),
  items: z.array(productOptionDto),
});

const mediaUrl = z.string().nullable().describe("URL of the image (/api/media/{id}) or null");

export const offerDto = z.object({
  uid: z.string(),
  name: z.string(),
  status: z.enum(OFFER_STATUSES),
  country: z.string().length(2).describe("ISO 3166-1 alpha-2"),
  price: z.object({
    amount_cents: z.number().int(),
    currency: z.string().length(3),
    billing_period: z.enum(["hour", "month", "year"]),
    monthly_amount_cents: z
      .number()
      .int()
      .describe("The comparable price per month that sorting and price_min/price_max use: hourly × 730, yearly ÷ 12"),
  }),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  availability: z.enum(["in_stock", "limited", "out_of_stock"]),
  stock: z.number().int(),
  delivery_minutes: z.number().int(),
  product: z.object({ slug: z.string(), name: z.string(), category_slug: z.string() }),
  supplier: z.object({ uid: z.string(), slug: z.string(), name: z.string(), country: z.string() }),
  data_center: z.object({ uid: z.string(), name: z.string(), country: z.string(), city: z.string() }).nullable(),
  media: z.object({
    image1x1: mediaUrl,
    image4x3: mediaUrl,
    image16x9: mediaUrl,
    image16x9_small: mediaUrl.describe("URL of the 640 x 360 copy of image16x9 (/api/media/{id}), or null: the generated SVG covers have none, they scale"),
    image16x9_medium: mediaUrl.describe("URL of the 960 x 540 copy of image16x9 (/api/media/{id}), or null: the generated SVG covers have none, they scale"),
    image_social: mediaUrl,
  }),
  url: z.string().describe("Path of the public offer page in the answer language"),
});

export const offerPageResponse = z.object({
  items: z.array(offerDto),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  size: z.number().int().min(1),
  pages: z.number().int().min(0).describe("ceil(total / size)"),
});

export const offerCountriesResponse = z.object({
  items: z.array(z.object({ code: z.string().length(2), name: z.string(), offer_count: z.number().int().min(0) })),
});

export const filterOptionDto = z.object({
  value: z.string(),
  label: z.string().optional(),
  count: z.number().int().min(0),
});

export const filterDto = z.object({
  key: z.string().describe("Query parameter name of the filter on GET /api/offers"),
  label: z.string(),
  type: z.enum(["select", "multi"]).describe("multi: an offer may hold several values"),
  numeric: z.boolean(),
  unit: z.string().nullable(),
  options: z.array(filterOptionDto),
});

export const productFiltersDto = z.object({
  product_slug: z.string(),
  category_slug: z.string(),
  filters: z.array(filterDto),
  price: z.object({ min: z.number().int(), max: z.number().int(), currency: z.literal(CURRENCY) }).describe("Whole EUR"),
});

export const filtersConfigResponse = z.object({ products: z.array(productFiltersDto) });

export type CategoryDto = z.infer<typeof categoryDto>;
export type OfferDto = z.infer<typeof offerDto>;
export type ProductFiltersDto = z.infer<typeof productFiltersDto>;

const pick = (text: Localized, locale: Locale) => text[locale] ?? text.en;
const media = (id: string | null) => (id ? paths.media(id) : null);

export function toProductSummaryDto(p: ProductSummary, categorySlug: string, locale: Locale): z.infer<typeof productSummaryDto> {
  const filters = new Set(productFacets(categorySlug, p.attributeSchema).map((f) => f.key));
  return {
    slug: p.slug,
    name: pick(p.name, locale),
    is_active: p.isActive,
    category: categorySlug,
    offer_count: p.offerCount,
    min_price: p.minPriceCents === null ? null : { amount_cents: p.minPriceCents, currency: CURRENCY },
    attributes: p.attributeSchema.map((a) => ({
      key: a.key,
      label: pick(a.label, locale),
      type: a.type,
      unit: a.unit ?? null,
      required: a.required,
      values: a.values?.length ? a.values : null,
      filter: filters.has(a.key),
    })),
  };
}

export function toCategoryDto(c: CategoryView, locale: Locale): CategoryDto {
  return {
    slug: c.slug,
    name: pick(c.name, locale),
    description: pick(c.description, locale),
    products: c.products.map((p) => toProductSummaryDto(p, c.slug, locale)),
  };
}

export function toProductOptionDto(o: ProductOptionView, locale: Locale): z.infer<typeof productOptionDto> {
  return {
    key: o.key,
    name: pick(o.name, locale),
    kind: o.kind,
    required: o.required,
    values: o.values.map((v) => ({ value: v.value, label: pick(v.label, locale), price_cents: v.price_cents })),
  };
}

export function toOfferDto(o: OfferView, locale: Locale): OfferDto {
  return {
    uid: o.uid,
    name: o.name,
    status: o.status,
    country: o.country,
    price: { amount_cents: o.priceCents, currency: o.currency, billing_period: o.billingPeriod, monthly_amount_cents: o.monthlyPriceCents },
    attributes: o.attributes.map((a) => ({ name: a.name, value: a.value })),
    availability: o.availability,
    stock: o.stock,
    delivery_minutes: o.deliveryMinutes,
    product: { slug: o.product.slug, name: pick(o.product.name, locale), category_slug: o.product.categorySlug },
    supplier: { ...o.supplier },
    data_center: o.dataCenter ? { ...o.dataCenter } : null,
    media: {
      image1x1: media(o.media.image1x1),
      image4x3: media(o.media.image4x3),
      image16x9: media(o.media.image16x9),
      image16x9_small: media(o.media.image16x9Small),
      image16x9_medium: media(o.media.image16x9Medium),
      image_social: media(o.media.imageSocial),
    },
    url: localizedPath(locale, paths.offer(o.product.categorySlug, o.product.slug, o.uid)),
  };
}

export function toCountryDto(c: { country: string; count: number }, locale: Locale) {
  return { code: c.country, name: countryName(c.country, locale), offer_count: c.count };
}

type ProductFilters = {
  productSlug: string;
  categorySlug: string;
  filters: FacetConfig[];
  price: { minEur: number; maxEur: number };
};

export function toProductFiltersDto(f: ProductFilters, locale: Locale): ProductFiltersDto {
  return {
    product_slug: f.productSlug,
    category_slug: f.categorySlug,
    filters: f.filters.map((def) => ({
      key: def.key,
      label: pick(def.label, locale),
      type: def.multi ? "multi" : "select",
      numeric: Boolean(def.numeric),
      unit: def.unit ?? null,
      options: def.options.map((o) => {
        const label = o.label ?? (def.key === "country" ? countryName(o.value, locale) : undefined);
        return label === undefined ? { value: o.value, count: o.count } : { value: o.value, label, count: o.count };
      }),
    })),
    price: { min: f.price.minEur, max: f.price.maxEur, currency: CURRENCY },
  };
}
