/**
 * The one call scripts/serve.ts makes to a freshly started Next.js process to expire everything
 * `next build` prerendered (app/startup-revalidate/route.ts; ADR 0001, addendum).
 */
export const STARTUP_REVALIDATE_PATH = "/startup-revalidate";
/** The header carrying the per-start secret (STARTUP_REVALIDATE_SECRET). */
export const STARTUP_REVALIDATE_HEADER = "x-startup-revalidate-secret";

/**
 * The translated 404 page rendered as a page (app/[locale]/not-found-view): the front asks for it,
 * with the same per-start secret in this header, when the app answers a page's 404 with Next's
 * empty error shell (whose text only JavaScript would draw; vercel/next.js#95613), and sends it with
 * the 404 status. Without the header the path is an unknown one (proxy.ts).
 */
export const NOT_FOUND_VIEW_SEGMENT = "not-found-view";
export const NOT_FOUND_VIEW_HEADER = "x-not-found-view-secret";
