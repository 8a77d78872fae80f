import { facetsForCategory } from "./facets";
import { parseProductSegment } from "./country-slug";
import { listingInputFromState, listingQueryString } from "./listing-state";

/**
 * Listing state (filters, sort, page, size) lives in the query string so every filtered page is a
 * link. The proxy folds it into one path segment (`/f/<state>`) so the listing page depends on params
 * only and can be cached whole (ADR 0002).
 *
 * The state is the listing's *canonical* query: what the page itself reads from the parameters
 * (lib/catalogue/listing-state.ts), written back in one form. A listing's filters are the fixed keys
 * plus the facets of its category, and those come from code (facetsForCategory), keyed by the
 * category slug of the URL — the same slug the page looks its facets up with — so the proxy knows
 * them exactly without asking the database. Parameters the page does not read (`?j=1`, utm_*, click
 * ids, keys of another category, malformed values, defaults) never reach the state, so junk query
 * strings cannot multiply the listing's cache entries, and equal listings share one entry whatever
 * the order of parameters and of list values. The front's micro-cache keys listings by the same
 * function (lib/http/cache-key.ts), so a key never stands for two different answers.
 */
export const LISTING_STATE_SEGMENT = "f";

/** Longest query string read at all; longer ones (never produced by the UI) leave the listing unfiltered. */
const MAX_QUERY_LENGTH = 4096;

/**
 * The canonical query string of a listing request (`""` for the plain listing): keys sorted, list
 * values sorted and unique, defaults and everything the page would ignore left out.
 */
export function canonicalListingQuery(search: URLSearchParams, categorySegment: string, productSegment: string): string {
  if (search.size === 0 || search.toString().length > MAX_QUERY_LENGTH) return "";
  const { productSlug, country } = parseProductSegment(productSegment);
  const input = listingInputFromState(search, productSlug, facetsForCategory(safeDecode(categorySegment)), country);
  const sorted = (values: string[] | undefined) => (values ? [...new Set(values)].sort() : values);
  const facets = Object.fromEntries(Object.entries(input.facets).map(([k, v]) => [k, sorted(v)!]));
  return listingQueryString({ ...input, facets, countries: sorted(input.countries), providers: sorted(input.providers) }, country);
}

/** The `/f/` segment of a listing request, or null when it is the plain listing. */
export function encodeListingState(search: URLSearchParams, categorySegment: string, productSegment: string): string | null {
  const canonical = canonicalListingQuery(search, categorySegment, productSegment);
  return canonical ? encodeURIComponent(canonical) : null;
}

/** The parameters of a `/f/` segment (the page reads them through listingInputFromState again). */
export function decodeListingState(segment: string | undefined): URLSearchParams {
  if (!segment) return new URLSearchParams();
  try {
    return new URLSearchParams(decodeURIComponent(segment));
  } catch {
    return new URLSearchParams();
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
