"use client";

import { useCallback } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, type ApiMethod, type ApiResult } from "@/components/api/client";
import { getJson } from "@/components/api/query";
import { announceCartChanged } from "./events";
import type { CartItem, CartPage, CartSummary, CartValidity } from "./types";

/** Every cart query starts with "cart": one invalidation reads them all again. */
export const cartKeys = {
  all: ["cart"] as const,
  items: ["cart", "items"] as const,
  page: (page: number, size: number) => ["cart", "items", page, size] as const,
  summary: ["cart", "summary"] as const,
  valid: ["cart", "valid"] as const,
};

/**
 * The cart changes on other pages (the catalogue's "Add to cart") where no query client runs: the
 * cart is read again whenever the page mounts, never served from the browser's 30-second cache.
 */
const FRESH = { staleTime: 0, refetchOnMount: "always" } as const;

export function useCartPage(page: number, size: number) {
  return useQuery({
    queryKey: cartKeys.page(page, size),
    queryFn: ({ signal }) => getJson<CartPage>(`/api/cart?page=${page}&size=${size}`, signal),
    ...FRESH,
    // Paging and refetches keep the shown rows until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useCartSummary(enabled: boolean) {
  return useQuery({ queryKey: cartKeys.summary, queryFn: ({ signal }) => getJson<CartSummary>("/api/cart/summary", signal), enabled, ...FRESH });
}

export function useCartValidity(enabled: boolean) {
  return useQuery({ queryKey: cartKeys.valid, queryFn: ({ signal }) => getJson<CartValidity>("/api/cart/configuration/valid", signal), enabled, ...FRESH });
}

function isCartItem(data: unknown): data is CartItem {
  return !!data && typeof data === "object" && typeof (data as CartItem).id === "string" && Array.isArray((data as CartItem).configurations);
}

/**
 * Spec section 7: after every cart change the summary is fetched again. An answered item replaces
 * its row at once; then every "cart" query (items, summary, validity) is read again and the header
 * badge is told (`cart:changed`).
 */
export function useCartChanged() {
  const client = useQueryClient();
  return useCallback(
    (item?: CartItem) => {
      if (item) {
        client.setQueriesData<CartPage>({ queryKey: cartKeys.items }, (page) =>
          page ? { ...page, items: page.items.map((i) => (i.id === item.id ? item : i)) } : page,
        );
      }
      void client.invalidateQueries({ queryKey: cartKeys.all });
      announceCartChanged();
    },
    [client],
  );
}

export type CartCall = { path: string; method: ApiMethod; body?: unknown };

/**
 * A cart write through the one call helper (its toasts: the answer's `response_message`, or the
 * error's detail). Whatever the answer, the cart is read again: a refused change (a 409 on a changed
 * offer, a 404 on an item removed in another tab) also means the shown cart is out of date.
 */
export function useCartMutation<T = unknown>() {
  const changed = useCartChanged();
  return useMutation<ApiResult<T>, Error, CartCall>({
    mutationFn: ({ path, method, body }) => apiRequest<T>(path, { method, body }),
    onSettled: (result) => changed(result?.ok && isCartItem(result.data) ? result.data : undefined),
  });
}

export function itemPath(id: string): string {
  return `/api/cart/${encodeURIComponent(id)}`;
}
