"use client";

import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/components/api/query";
import { PROFILES_QUERY_KEY } from "@/components/profiles/profiles-section";
import type { Profile } from "@/lib/profiles/schema";
import { cartKeys, invoiceKeys, orderKeys } from "./query-keys";
import type { CartItem, CartSummary, CartValidity, Draft, OrderDetail, Paged } from "./types";

/**
 * Reads of the buying API for the account islands. Keys start with the resource ("cart", "orders",
 * "invoices") so a change anywhere can invalidate everything that depends on it; failures throw the
 * shared ApiFailure carrying the status (404 is the not-found state of a page).
 */

export { cartKeys, invoiceKeys, orderKeys };

/** Page size of the cart reads: the spec's cart default (section 9); a cart holds at most 20 items. */
const CART_PAGE_SIZE = 10;

/** Every item of the cart (all its pages), in the cart's order. */
export async function fetchCartItems(signal?: AbortSignal): Promise<CartItem[]> {
  const first = await getJson<Paged<CartItem>>(`/api/cart?page=1&size=${CART_PAGE_SIZE}`, signal);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) => getJson<Paged<CartItem>>(`/api/cart?page=${i + 2}&size=${CART_PAGE_SIZE}`, signal)),
  );
  return [first, ...rest].flatMap((p) => p.items);
}

export function useCartItems() {
  return useQuery({ queryKey: cartKeys.items, queryFn: ({ signal }) => fetchCartItems(signal), staleTime: 0 });
}

/** The cart's totals; with a profile, the VAT that profile's buyer pays (docs/buying-api.md). */
export function useCartSummary(profile: string | null) {
  return useQuery({
    queryKey: cartKeys.summary(profile),
    queryFn: ({ signal }) => getJson<CartSummary>(profile ? `/api/cart/summary?profile=${encodeURIComponent(profile)}` : "/api/cart/summary", signal),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export function useCartValidity() {
  return useQuery({ queryKey: cartKeys.validity, queryFn: ({ signal }) => getJson<CartValidity>("/api/cart/configuration/valid", signal), staleTime: 0 });
}

/** The billing profiles, under the key the settings' profiles section uses (a new profile shows in both). */
export function useProfiles() {
  return useQuery({
    queryKey: PROFILES_QUERY_KEY,
    queryFn: async ({ signal }) => (await getJson<{ items: Profile[] }>("/api/users/profile/profiles_list", signal)).items,
  });
}

/** GET answers `{ draft }`; POST and PATCH answer the draft (accepted wrapped too). */
export function unwrapDraft(answer: unknown): Draft | null {
  if (!answer || typeof answer !== "object") return null;
  if ("draft" in answer) return (answer as { draft: Draft | null }).draft;
  return "uid" in answer ? (answer as Draft) : null;
}

export function useOrder(uid: string) {
  return useQuery({ queryKey: orderKeys.detail(uid), queryFn: ({ signal }) => getJson<OrderDetail>(`/api/orders/${encodeURIComponent(uid)}`, signal) });
}

/** A URL the browser may be sent to: a same-site path or an http(s) address, never `javascript:`. */
export function safeRedirect(url: unknown): string | null {
  if (typeof url !== "string" || !url) return null;
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
