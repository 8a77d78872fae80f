import { z } from "zod";
import { unitsForFacetKeys, type UnitKind } from "./pricing";

/** Offer listing page size: the spec's default (section 9) and our upper bound. */
export const DEFAULT_OFFER_PAGE_SIZE = 50;
export const MAX_OFFER_PAGE_SIZE = 100;
export const PAGE_SIZE_CHOICES = [10, 25, 50, 100] as const;

/**
 * Listing orders. Prices sort by the normalised monthly price (lib/catalogue/pricing.ts); the unit
 * sorts apply only where the offers state the unit (see `sortApplies`): a page ignores one that does
 * not apply, GET /api/offers answers 422.
 */
export const sortValues = [
  "price_asc",
  "price_desc",
  "delivery_asc",
  "newest",
  "gpu_hour_asc",
  "vcpu_month_asc",
  "ram_gb_month_asc",
] as const;
export type ListingSort = (typeof sortValues)[number];

/** The unit price each unit sort orders by. */
export const unitSorts: Partial<Record<ListingSort, UnitKind>> = {
  gpu_hour_asc: "gpu_hour",
  vcpu_month_asc: "vcpu_month",
  ram_gb_month_asc: "ram_gb_month",
};

/** True when a listing whose facets have these keys can be sorted this way (null: no product). */
export function sortApplies(sort: ListingSort, facetKeys: readonly string[] | null): boolean {
  const unit = unitSorts[sort];
  return !unit || (facetKeys !== null && unitsForFacetKeys(facetKeys).includes(unit));
}

export const uidSchema = z
  .string()
  .regex(/^[a-z0-9]{10}$/, { message: "Malformed id: expected 10 lowercase letters or digits" });

export const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, { message: "Country must be exactly two uppercase letters" });

const intParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { message: `${name} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { message: `${name} must be at least ${min}` })
        .max(max, { message: `${name} must be at most ${max}` }),
    );

/**
 * The fixed parameters of an offer listing (GET /api/offers, the listing pages). Facet filters are
 * the remaining keys, checked against the product's filter configuration.
 */
export const listingQuerySchema = z.object({
  product_slug: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, { message: "product_slug must be a lowercase slug" })
    .optional(),
  page: intParam("page", 1, 100_000).default(1),
  size: intParam("size", 1, MAX_OFFER_PAGE_SIZE).default(DEFAULT_OFFER_PAGE_SIZE),
  sort: z.enum(sortValues, { message: `sort must be one of ${sortValues.join(", ")}` }).default("price_asc"),
  organization__uid: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { message: "organization__uid is malformed" })
    .optional(),
  country: z
    .string()
    .transform((v) => v.split(",").filter(Boolean))
    .pipe(z.array(countryCodeSchema).max(30))
    .optional(),
  provider: z
    .string()
    .transform((v) => v.split(",").filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,80}$/, { message: "provider must be a slug" })).max(30))
    .optional(),
  price_min: intParam("price_min", 0, 10_000_000).optional(),
  price_max: intParam("price_max", 0, 10_000_000).optional(),
});

export const listingFixedKeys = new Set(Object.keys(listingQuerySchema.shape));

export type ListingQuery = z.infer<typeof listingQuerySchema>;

/** What the listing query layer takes: fixed parameters plus facet filters (OR within a key). */
export type OfferListingInput = {
  productSlug?: string;
  page: number;
  size: number;
  sort: ListingSort;
  organizationUid?: string;
  countries?: string[];
  providers?: string[];
  priceMinEur?: number;
  priceMaxEur?: number;
  facets: Record<string, string[]>;
};

export type Page<T> = { items: T[]; total: number; page: number; size: number; pages: number };
