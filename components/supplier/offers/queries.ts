"use client";

import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/components/api/query";
import { offerKeys } from "../query-keys";
import type { CatalogueCategory, OfferListFilter, SupplierOffer, SupplierOfferPage } from "./types";

export { offerKeys };

/** The query string of GET /api/supplier/offers for a filter (empty values left out). */
export function offerListPath(filter: OfferListFilter): string {
  const q = new URLSearchParams();
  if (filter.category) q.set("category_slug", filter.category);
  if (filter.product) q.set("product_slug", filter.product);
  if (filter.status) q.set("status", filter.status);
  if (filter.q.trim()) q.set("q", filter.q.trim());
  q.set("page", String(filter.page));
  q.set("size", String(filter.size));
  return `/api/supplier/offers?${q.toString()}`;
}

export function useSupplierOffers(filter: OfferListFilter) {
  return useQuery({
    queryKey: offerKeys.list(filter),
    queryFn: ({ signal }) => getJson<SupplierOfferPage>(offerListPath(filter), signal),
    placeholderData: (previous) => previous,
  });
}

/** One offer (no request without a uid: the create page). */
export function useSupplierOffer(uid: string | undefined) {
  return useQuery({ queryKey: offerKeys.one(uid ?? ""), enabled: Boolean(uid), queryFn: ({ signal }) => getJson<SupplierOffer>(`/api/supplier/offers/${encodeURIComponent(uid ?? "")}`, signal) });
}

/** The catalogue's categories and products (the products a supplier can offer). */
export function useCatalogueCategories() {
  return useQuery({
    queryKey: offerKeys.categories,
    queryFn: ({ signal }) => getJson<{ categories: CatalogueCategory[] }>("/api/catalog/categories", signal).then((a) => a.categories),
    staleTime: 5 * 60_000,
  });
}
