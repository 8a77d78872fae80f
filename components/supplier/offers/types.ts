export type { SupplierOffer, SupplierOfferPage } from "@/lib/supplier-offers/types";

/** GET /api/catalog/categories (the parts the supplier pages use). */
export type CatalogueCategory = { slug: string; name: string; products: { slug: string; name: string; is_active: boolean }[] };

/** The status filter of the list: "" is the API's default (every status but archived). */
export const OFFER_STATUS_FILTERS = ["", "public", "hidden", "suspended", "archived"] as const;
export type OfferStatusFilter = (typeof OFFER_STATUS_FILTERS)[number];

export type OfferListFilter = { category?: string; product?: string; status: OfferStatusFilter; q: string; page: number; size: number };

/** Rows-per-page choices of the offers table (spec section 9); the API's default is 25. */
export const OFFER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const OFFER_DEFAULT_SIZE = 25;
