"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { AUTH_EVENT, hasSessionHint } from "@/components/auth/browser-state";
import { CART_EVENT } from "./events";

/** The call helper (token refresh, device id) loads after the page, shared with the account menu's chunk. */
const loadClient = () => import("@/components/api/client");

function subscribe(onChange: () => void) {
  window.addEventListener(AUTH_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(AUTH_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

const signedOut = () => false;

/**
 * The header's cart link with the number of instances in the cart (`total_count` of
 * GET /api/cart/summary), for signed-in visitors only. Deliberately without TanStack Query: it ships
 * with the header on every catalogue page (first-load budget, ADR 0004). It reads the summary again
 * on `cart:changed`, which every cart change dispatches (the catalogue's "Add to cart", the cart page).
 */
export function CartBadge() {
  const t = useTranslations("cartBadge");
  const signedIn = useSyncExternalStore(subscribe, hasSessionHint, signedOut);
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let controller: AbortController | null = null;
    const load = () => {
      controller?.abort();
      const current = (controller = new AbortController());
      void loadClient()
        .then(({ apiFetch }) => apiFetch<{ total_count?: unknown }>("/api/cart/summary", { silent: true, signal: current.signal }))
        .then((summary) => {
          if (!current.signal.aborted && summary && typeof summary.total_count === "number") setCount(summary.total_count);
        });
    };
    load();
    window.addEventListener(CART_EVENT, load);
    return () => {
      controller?.abort();
      window.removeEventListener(CART_EVENT, load);
      // Another account may sign in next: never show this one's count to it.
      setCount(null);
    };
  }, [signedIn]);

  if (!signedIn) return null;
  return (
    <Link
      href="/cart"
      aria-label={count === null ? t("label") : t("labelWithCount", { count })}
      className="relative inline-flex shrink-0 rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.4a1 1 0 0 0 1 .8h9.6a1 1 0 0 0 1-.8L21 7H6" />
      </svg>
      {count !== null && count > 0 && (
        <span aria-hidden="true" data-testid="cart-count" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-semibold text-white">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
