/**
 * Query keys of the buying islands, in a module without "use client" so server pages prefetch under
 * the very same keys (components/api/prefetch.tsx). Keys start with the resource ("cart",
 * "orders", "invoices") so a change anywhere can invalidate everything that depends on it.
 */

export const cartKeys = {
  all: ["cart"] as const,
  items: ["cart", "checkout-items"] as const,
  summary: (profile: string | null) => ["cart", "summary", profile ?? ""] as const,
  validity: ["cart", "configuration", "valid"] as const,
};

export const orderKeys = {
  all: ["orders"] as const,
  draft: ["orders", "draft"] as const,
  list: (page: number, size: number) => ["orders", "list", page, size] as const,
  detail: (uid: string) => ["orders", "detail", uid] as const,
  /** Not under "detail": refreshing the order must not ask the provider again. */
  check: (uid: string) => ["orders", "payment-check", uid] as const,
};

export const invoiceKeys = {
  list: (page: number, size: number) => ["invoices", "list", page, size] as const,
  detail: (uid: string) => ["invoices", "detail", uid] as const,
};
