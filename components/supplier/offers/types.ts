import type { AttributeType, ProductAttribute } from "@/lib/catalogue/attribute-schema";
import { OFFER_STATUSES } from "@/lib/catalogue/offer-status-names";
export type { SupplierOffer, SupplierOfferPage } from "@/lib/supplier-offers/types";

/** GET /api/catalog/categories (the parts the supplier pages use). */
export type CatalogueCategory = { slug: string; name: string; products: { slug: string; name: string; is_active: boolean; attributes: CatalogueAttribute[] }[] };
/** One attribute of a product's schema as GET /api/catalog/categories gives it (label in the page's language). */
export type CatalogueAttribute = { key: string; label: string; type: AttributeType; unit: string | null; required: boolean; values: string[] | null; filter: boolean };

/** The schema the form checks with (lib/catalogue/attribute-schema.ts), from the answer's attributes. */
export function productSchemaOf(attributes: readonly CatalogueAttribute[]): ProductAttribute[] {
  return attributes.map((a) => ({
    key: a.key,
    label: { en: a.label, ru: a.label },
    type: a.type,
    ...(a.unit ? { unit: a.unit } : {}),
    required: a.required,
    ...(a.values ? { values: a.values } : {}),
  }));
}

/** The status filter of the list: "" is the API's default (every status but archived). */
export const OFFER_STATUS_FILTERS = ["", ...OFFER_STATUSES] as const;
export type OfferStatusFilter = (typeof OFFER_STATUS_FILTERS)[number];

export type OfferListFilter = { category?: string; product?: string; status: OfferStatusFilter; q: string; page: number; size: number };

/** Rows-per-page choices of the offers table (spec section 9); the API's default is 25. */
export const OFFER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const OFFER_DEFAULT_SIZE = 25;
