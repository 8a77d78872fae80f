/**
 * The one call scripts/serve.ts makes to a freshly started Next.js process to expire everything
 * `next build` prerendered (app/startup-revalidate/route.ts; ADR 0001, addendum).
 */
export const STARTUP_REVALIDATE_PATH = "/startup-revalidate";
/** The header carrying the per-start secret (STARTUP_REVALIDATE_SECRET). */
export const STARTUP_REVALIDATE_HEADER = "x-startup-revalidate-secret";
