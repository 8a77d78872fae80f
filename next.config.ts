import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  cacheComponents: true,
  // Links prefetch the full route: catalogue pages are cached whole (ADR 0001), so there is no shell to share.
  partialPrefetching: false,
  // Embedded PGlite ships WebAssembly and data files that must be loaded from node_modules as-is.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  // `npm run typecheck` checks the whole tree (scripts and tests too) before the build runs.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Pages cached at run time stay in memory: a restart (or a reseed) never serves pages of an old catalogue.
    isrFlushToDisk: false,
    // Optimistic routing predicts `/dedicated-servers` from `/` (rewritten to `/en` by the locale proxy) as a
    // `[locale]` URL and re-requests the wrong segment forever (vercel/next.js#97244, still open in 16.4):
    // thousands of prefetches a second on the home page. Without it, links resolve their route with `/_tree`.
    optimisticRouting: false,
  },
  reactStrictMode: true,
  cacheLife: {
    // Catalogue data: served from cache, refreshed in the background, invalidated by tag on change.
    catalogue: { stale: 300, revalidate: 900, expire: 86400 },
  },
};

export default withNextIntl(nextConfig);
