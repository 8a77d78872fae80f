import type { FacetDef } from "./facets";
import { parseListingInput } from "./listing-input";
import { DEFAULT_OFFER_PAGE_SIZE, PAGE_SIZE_CHOICES, type ListingSort, type OfferListingInput } from "./schema";

/** The default sort of listing pages (the schema's default). */
export const DEFAULT_SORT: ListingSort = "price_asc";

/** Keys a listing page never takes from the query: the page itself decides them. */
const PAGE_OWNED_KEYS = ["product_slug", "organization__uid"];

/**
 * The effective listing request of a page from its (decoded) query state. Unlike GET /api/offers,
 * which answers 422, a page ignores what it cannot use: unknown keys, malformed values, values of
 * facets this product does not have, sizes outside the rows-per-page choices. Repeated keys (what a
 * GET form with several checked boxes sends) are merged into one comma-separated list first.
 * On a country listing the country comes from the path and any `country` filter is ignored.
 */
export function listingInputFromState(
  search: URLSearchParams,
  productSlug: string,
  facets: FacetDef[],
  country: string | null,
): OfferListingInput {
  const merged = new Map<string, string[]>();
  for (const [key, value] of search) {
    if (PAGE_OWNED_KEYS.includes(key) || (country && key === "country")) continue;
    merged.set(key, [...(merged.get(key) ?? []), value]);
  }
  const query = new URLSearchParams([...merged].map(([k, v]) => [k, v.join(",")]));
  let data: OfferListingInput = { page: 1, size: DEFAULT_OFFER_PAGE_SIZE, sort: DEFAULT_SORT, facets: {} };
  // Each round drops the keys the parser rejected; a key-less issue (none today) ends the loop.
  for (let round = 0; round <= merged.size; round++) {
    const parsed = parseListingInput(query, facets);
    if (parsed.ok) {
      data = parsed.data;
      break;
    }
    const bad = parsed.issues.map((i) => i.loc[1]).filter((k): k is string => !!k && query.has(k));
    if (!bad.length) break;
    for (const k of bad) query.delete(k);
  }
  const size = (PAGE_SIZE_CHOICES as readonly number[]).includes(data.size) ? data.size : DEFAULT_OFFER_PAGE_SIZE;
  return {
    ...data,
    productSlug,
    organizationUid: undefined,
    size,
    countries: country ? [country] : data.countries,
  };
}

/** True when the request filters the offers (facets, countries beyond the path's, providers, price). */
export function hasFilters(input: OfferListingInput, country: string | null): boolean {
  const countries = (input.countries ?? []).filter((c) => c !== country);
  return (
    countries.length > 0 ||
    (input.providers?.length ?? 0) > 0 ||
    input.priceMinEur !== undefined ||
    input.priceMaxEur !== undefined ||
    Object.values(input.facets).some((v) => v.length > 0)
  );
}

/** True when the page shows the listing in its own order and size (only `page` may differ). */
export function isDefaultView(input: OfferListingInput, country: string | null): boolean {
  return !hasFilters(input, country) && input.sort === DEFAULT_SORT && input.size === DEFAULT_OFFER_PAGE_SIZE;
}

export type ListingOverrides = Partial<Pick<OfferListingInput, "page" | "size" | "sort">>;

/**
 * The public query string of a listing state (what links and canonical URLs use, never the internal
 * `/f/` form): keys sorted, defaults left out, list values comma-separated.
 */
export function listingQueryString(input: OfferListingInput, country: string | null, overrides: ListingOverrides = {}): string {
  const state = { ...input, ...overrides };
  const pairs: [string, string][] = [];
  for (const [key, values] of Object.entries(state.facets)) if (values.length) pairs.push([key, values.join(",")]);
  const countries = (state.countries ?? []).filter((c) => c !== country);
  if (countries.length) pairs.push(["country", countries.join(",")]);
  if (state.providers?.length) pairs.push(["provider", state.providers.join(",")]);
  if (state.priceMinEur !== undefined) pairs.push(["price_min", String(state.priceMinEur)]);
  if (state.priceMaxEur !== undefined) pairs.push(["price_max", String(state.priceMaxEur)]);
  if (state.sort !== DEFAULT_SORT) pairs.push(["sort", state.sort]);
  if (state.size !== DEFAULT_OFFER_PAGE_SIZE) pairs.push(["size", String(state.size)]);
  if (state.page > 1) pairs.push(["page", String(state.page)]);
  pairs.sort(([a], [b]) => a.localeCompare(b));
  // Commas stay readable: they separate list values and are legal in a query (RFC 3986 sub-delims).
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replace(/%2C/g, ",")}`).join("&");
}

/** `path` plus the public query string of the state, e.g. "/vpn/personal-vpn?page=2". */
export function listingHref(path: string, input: OfferListingInput, country: string | null, overrides: ListingOverrides = {}): string {
  const qs = listingQueryString(input, country, overrides);
  return qs ? `${path}?${qs}` : path;
}

/** Page numbers to show around `current`, with `null` where a run of pages is skipped. */
export function paginationWindow(current: number, pages: number, radius = 2): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - current) <= radius) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}
