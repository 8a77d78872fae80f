"use client";

import { useQuery } from "@tanstack/react-query";
import type { ProductAttribute } from "@/lib/catalogue/attribute-schema";
import { apiRequest, type ApiResult } from "@/components/api/client";
import { StaffApiFailure } from "./queries";
import { issueMessages } from "@/components/api/answer-errors";

/**
 * Shapes and reads of the staff catalogue API (/api/staff/catalogue/…, lib/catalogue-staff). The
 * API is the judge of every field: forms send what was typed and show its 422 issues at the fields.
 */

export type Localized = { en: string; ru: string };
export type OptionValue = { value: string; label: Localized; price_cents: number };
export type StaffOption = { id?: number; key: string; name: Localized; required: boolean; values: OptionValue[]; position: number };
export type StaffProduct = {
  id: number;
  slug: string;
  is_active: boolean;
  name: Localized;
  description: Localized;
  position: number;
  category: { id: number; slug: string; name: Localized };
  attribute_schema: ProductAttribute[];
  options_count: number;
  offers_count: number;
};
export type StaffProductDetail = StaffProduct & { options: StaffOption[] };
export type StaffCategory = { id: number; slug: string; name: Localized; description: Localized; position: number; products_count: number };
export type StaffDataCenter = { uid: string; name: string; country: string; city: string; tier: number; offers_count: number };
export type Paged<T> = { items: T[]; total: number; page: number; size: number; pages: number };

export const ACTIVITY_FILTERS = ["all", "true", "false"] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];
export type ProductFilter = { q: string; category: string; active: ActivityFilter; page: number };

export const PRODUCT_PAGE_SIZE = 50;

export const catalogueKeys = {
  all: ["staff", "catalogue"] as const,
  products: ["staff", "catalogue", "products"] as const,
  productList: (f: ProductFilter) => ["staff", "catalogue", "products", "list", f] as const,
  product: (id: number) => ["staff", "catalogue", "products", "detail", id] as const,
  categories: ["staff", "catalogue", "categories"] as const,
  dataCenters: (q: string, page: number) => ["staff", "catalogue", "data-centers", q, page] as const,
};

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const result = await apiRequest<T>(path, { signal, silent: true });
  if (!result.ok) throw new StaffApiFailure(result.status, path);
  return result.data;
}

/** The products list's query string (defaults left out). */
export function productQuery(f: ProductFilter): string {
  const q = new URLSearchParams();
  if (f.q.trim()) q.set("q", f.q.trim());
  if (f.category) q.set("category", f.category);
  q.set("is_active", f.active);
  q.set("page", String(f.page));
  q.set("size", String(PRODUCT_PAGE_SIZE));
  return q.toString();
}

export function useStaffProducts(f: ProductFilter) {
  return useQuery({
    queryKey: catalogueKeys.productList(f),
    queryFn: ({ signal }) => getJson<Paged<StaffProduct>>(`/api/staff/catalogue/products?${productQuery(f)}`, signal),
    placeholderData: (previous) => previous,
  });
}

export function useStaffProduct(id: number) {
  return useQuery({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }) => getJson<StaffProductDetail>(`/api/staff/catalogue/products/${id}`, signal),
  });
}

export function useStaffCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => getJson<{ items: StaffCategory[] }>("/api/staff/catalogue/categories", signal),
  });
}

export function useStaffDataCenters(q: string, page: number) {
  const query = new URLSearchParams({ page: String(page), size: "50", ...(q.trim() ? { q: q.trim() } : {}) });
  return useQuery({
    queryKey: catalogueKeys.dataCenters(q.trim(), page),
    queryFn: ({ signal }) => getJson<Paged<StaffDataCenter>>(`/api/staff/catalogue/data-centers?${query}`, signal),
    placeholderData: (previous) => previous,
  });
}

/**
 * The 422 issues of a failed write by field path under the body ("slug", "name.en",
 * "values.0.price_cents"); "" for the body as a whole. Empty for other failures (their toast says it).
 */
export function fieldErrors(result: ApiResult<unknown>): Record<string, string> {
  return result.ok || result.status !== 422 ? {} : issueMessages(result.body);
}

/** `text` as a whole number, or the text itself (the API answers 422 for it). */
export function numberOrText(text: string): number | string {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}
