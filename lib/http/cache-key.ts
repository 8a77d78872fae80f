import { canonicalListingQuery } from "@/lib/catalogue/listing-query";
import { RESERVED_TOP_SEGMENTS } from "@/lib/catalogue/reserved";
import { hasEmptyValue } from "@/lib/catalogue/listing-form";

/**
 * The micro-cache key of a request URL (ADR 0003): only parameters the route reads take part, so
 * junk query strings (`?j=1`, `?utm_x=…`) share the entry of the clean URL instead of adding one each.
 * Returns null when the answer must not be shared: an unknown route with a query string is passed
 * through and not stored. The rule for each route, and why two URLs with the same key always get the
 * same answer from the app:
 *
 * - no query string: the URL itself (as before);
 * - `/api/…`: the whole URL when every parameter is one the route reads (API_QUERIES); the offer
 *   listings check their own query (422 for an unknown filter, and only 200 answers are stored).
 *   Other API routes do not refuse unknown parameters (zod drops them), so with one the answer is
 *   passed through and not stored, whatever the route makes of it;
 * - listings (`/:category/:product`, `/ru/…`): the path plus the listing's canonical query, computed
 *   by the very function the proxy folds the query with (lib/catalogue/listing-query.ts), so equal
 *   keys mean equal rewrite targets inside Next; null when a parameter is empty (`?sort=`): the
 *   proxy redirects those to the query without them;
 * - pages that read no query (home, the fixed text pages, articles, category and offer pages): the
 *   path. They are rendered from params only (cached whole, ADR 0001); the browser reads its own
 *   query (`?login=1`) on the client;
 * - anything else with a query string (search, directories, route handlers, Next internals such as
 *   `/_next/image`, files): null.
 *
 * The URL sent to the app stays the one the client asked for; the key is also a valid URL that the
 * app answers the same way (background refreshes use it).
 */
export function cacheKey(url: string): string | null {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const path = url.slice(0, q);
  if (path === "/api" || path.startsWith("/api/")) return apiKey(url, path, q);
  if (!PROXIED.test(path)) return null;
  const segments = path.split("/").filter(Boolean);
  const rest = segments[0] === "ru" ? segments.slice(1) : segments;
  if (rest.length === 2 && !RESERVED_TOP_SEGMENTS.has(rest[0])) {
    const search = new URLSearchParams(url.slice(q + 1));
    // Empty fields (a filter form sent without JavaScript) are redirected by the proxy to the clean
    // query: that answer is the app's to give, never a stored listing's.
    if (hasEmptyValue(search)) return null;
    const canonical = canonicalListingQuery(search, rest[0], rest[1]);
    return canonical ? `${path}?${canonical}` : path;
  }
  return readsNoQuery(rest) ? path : null;
}

/**
 * The public API routes whose answers the app marks shareable, with the query parameters each reads.
 * `null`: the route refuses unknown parameters itself (the offer listings: lib/catalogue/listing-input.ts).
 */
const API_QUERIES: ReadonlyMap<string, ReadonlySet<string> | null> = new Map([
  ["/api/offers", null],
  ["/api/offers/marketplace", null],
  ["/api/offers/countries", new Set(["product_slug"])],
  ["/api/core/filters/config", new Set(["product_slug"])],
  ["/api/catalog/categories/product-options", new Set(["category_slug", "product_slug"])],
]);

function apiKey(url: string, path: string, q: number): string | null {
  const route = path.endsWith("/") ? path.slice(0, -1) : path;
  const known = API_QUERIES.get(route);
  if (known === undefined) return null;
  if (known === null) return url;
  for (const name of new URLSearchParams(url.slice(q + 1)).keys()) if (!known.has(name)) return null;
  return url;
}

/**
 * Paths proxy.ts runs for (its `config.matcher`): only there is a listing's query folded into the
 * path. The rest either reads the query itself or is not a page.
 */
const PROXIED = /^\/(?!api|_next|_vercel|health|.*\..*)/;

/** Fixed pages rendered from the path alone. */
const QUERYLESS_PAGES: ReadonlySet<string> = new Set(["about", "terms", "privacy-policy", "refund", "articles"]);

function readsNoQuery(rest: string[]): boolean {
  switch (rest.length) {
    case 0:
      return true; // the home page
    case 1:
      return QUERYLESS_PAGES.has(rest[0]) || !RESERVED_TOP_SEGMENTS.has(rest[0]); // text pages, a category
    case 2:
      return rest[0] === "articles"; // an article
    case 3:
      // An offer page; `compare` (a route handler reading `?offers=`) and the folded `f` are not.
      return !RESERVED_TOP_SEGMENTS.has(rest[0]) && rest[2] !== "compare" && rest[2] !== "f";
    default:
      return false;
  }
}

/**
 * cacheKey with a small memo: the hit path of a URL with a query string costs one map lookup. The
 * memo is emptied when full, so junk URLs cannot grow it.
 */
export function createCacheKeys(limit = 4096): (url: string) => string | null {
  const memo = new Map<string, string | null>();
  return (url) => {
    if (url.indexOf("?") < 0) return url;
    const known = memo.get(url);
    if (known !== undefined) return known;
    const key = cacheKey(url);
    if (memo.size >= limit) memo.clear();
    memo.set(url, key);
    return key;
  };
}
