/**
 * Query keys of the buyer's resource islands, in a module without "use client" so server pages
 * prefetch under the very same keys (components/api/prefetch.tsx).
 */

/** Rows per page of the resource lists. */
export const RESOURCE_PAGE_SIZE = 50;

export const resourceKeys = {
  list: (category: string | undefined, product: string | undefined, page: number) => ["resources", "list", category ?? "", product ?? "", page] as const,
  one: (uid: string) => ["resources", "one", uid] as const,
};
