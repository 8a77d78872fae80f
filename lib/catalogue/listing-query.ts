/**
 * Listing state (filters, sort, page, size) lives in the query string so every filtered page is a
 * link. The proxy folds the recognised parameters into one path segment (`/f/<state>`) so the
 * listing page depends on params only and can be cached whole; unknown parameters (utm_*, ...) are
 * dropped, the rest sorted, so equal listings share one cache entry.
 */
export const LISTING_STATE_SEGMENT = "f";

const KEY = /^[a-z][a-z0-9_]{0,39}$/;
const IGNORED = new Set(["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid", "yclid"]);

/** Canonical form of the listing parameters: known-shaped keys, sorted, empty values dropped. */
export function normaliseListingParams(search: URLSearchParams): URLSearchParams {
  const entries: [string, string][] = [];
  for (const [key, value] of search) {
    if (!KEY.test(key) || IGNORED.has(key) || value.trim() === "") continue;
    entries.push([key, value.trim().slice(0, 200)]);
  }
  entries.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  return new URLSearchParams(entries);
}

export function encodeListingState(search: URLSearchParams): string | null {
  const normalised = normaliseListingParams(search).toString();
  return normalised ? encodeURIComponent(normalised) : null;
}

export function decodeListingState(segment: string | undefined): URLSearchParams {
  if (!segment) return new URLSearchParams();
  try {
    return normaliseListingParams(new URLSearchParams(decodeURIComponent(segment)));
  } catch {
    return new URLSearchParams();
  }
}
