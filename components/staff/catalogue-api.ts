"use client";

import { useQuery } from "@tanstack/react-query";
import type { ProductAttribute } from "@/lib/catalogue/attribute-schema";
import type { ApiResult } from "@/components/api/client";
import { articleKeys, ARTICLE_LIST_SIZE, catalogueKeys, dataCenterQuery, productQuery, type ProductFilter } from "./keys";
import { getJson } from "@/components/api/query";
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

export { ACTIVITY_FILTERS, catalogueKeys, PRODUCT_PAGE_SIZE, productQuery, type ActivityFilter, type ProductFilter } from "./keys";

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
  return useQuery({
    queryKey: catalogueKeys.dataCenters(q.trim(), page),
    queryFn: ({ signal }) => getJson<Paged<StaffDataCenter>>(`/api/staff/catalogue/data-centers?${dataCenterQuery(q, page)}`, signal),
    placeholderData: (previous) => previous,
  });
}

export type StaffArticleSummary = { id: number; slug: string; title: Localized; excerpt: Localized; published_at: string };
export type StaffArticle = StaffArticleSummary & { body: Localized };

/** Articles, newest first (GET /api/staff/articles). */
export function useStaffArticles() {
  return useQuery({ queryKey: articleKeys.list, queryFn: ({ signal }) => getJson<Paged<StaffArticleSummary>>(`/api/staff/articles?size=${ARTICLE_LIST_SIZE}`, signal) });
}

/** One article whole (the list carries no bodies). */
export function useStaffArticle(id: number) {
  return useQuery({ queryKey: articleKeys.one(id), queryFn: ({ signal }) => getJson<StaffArticle>(`/api/staff/articles/${id}`, signal) });
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
