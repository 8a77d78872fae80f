"use client";

import { useState, type ReactNode } from "react";
import { isServer, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { hasSessionHint, readStoredUser } from "@/components/auth/browser-state";

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // apiFetch already shows the toast of a failed call; retrying would repeat it.
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;
/** Whose data the browser client holds: a user's uid ("" while unknown), or null for a guest. */
let browserClientOwner: string | null | undefined;

function currentOwner(): string | null {
  return hasSessionHint() ? (readStoredUser()?.uid ?? "") : null;
}

/**
 * A new client per server render, one in the browser (CONVENTIONS 6) for as long as the same person
 * is signed in: after a sign-out or another sign-in in the tab, the next island starts empty rather
 * than showing the previous account's cached sessions or profiles.
 */
function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  const owner = currentOwner();
  if (!browserClient || owner !== browserClientOwner) {
    browserClient = makeQueryClient();
    browserClientOwner = owner;
  }
  return browserClient;
}

/**
 * TanStack Query for the signed-in account islands (settings, notifications page). Scoped to those
 * layouts so catalogue pages never ship it.
 */
export function AccountQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
