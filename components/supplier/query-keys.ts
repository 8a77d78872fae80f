import type { DeliveryFilter } from "./delivery/queries";
import type { OfferListFilter } from "./offers/types";

/**
 * Query keys of the supplier islands, in a module without "use client" so server pages prefetch under
 * the very same keys (components/api/prefetch.tsx).
 */

export const supplierKeys = {
  all: ["supplier"] as const,
  organization: ["supplier", "organization"] as const,
  members: ["supplier", "members"] as const,
};

export const offerKeys = {
  all: [...supplierKeys.all, "offers"] as const,
  list: (filter: OfferListFilter) => [...supplierKeys.all, "offers", "list", filter] as const,
  one: (uid: string) => [...supplierKeys.all, "offers", "one", uid] as const,
  categories: ["catalogue", "categories"] as const,
};

export const deliveryKeys = {
  all: [...supplierKeys.all, "delivery"] as const,
  summary: [...supplierKeys.all, "delivery", "summary"] as const,
  list: (filter: DeliveryFilter) => [...supplierKeys.all, "delivery", "list", filter] as const,
  one: (uid: string) => [...supplierKeys.all, "delivery", "one", uid] as const,
};
