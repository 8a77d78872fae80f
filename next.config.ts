import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/**
 * With REDIS_URL set when the server starts (`next start` reads this file again), cached pages and
 * "use cache" entries live in Redis with their tags, shared by every app process and machine
 * (lib/cache/redis, docs/deploy.md); Next's in-process memory cache is turned off so no process
 * serves its own older copy. Never during `next build`: the build opens no database and no Redis
 * (ADR 0001), and serve.ts expires what it prerendered anyway.
 *
 * Without it, "use cache" entries stay in the process's memory through lib/cache/memory: Next's own
 * handler, except that each entry keeps a buffer of its own size instead of pinning an 8 KiB pool
 * slab, and the bound counts each entry's JS objects too, so its 50 MB is what it holds (ADR 0015,
 * the memory soak). `next dev` keeps Next's development handlers.
 */
function cacheHandlers(phase: string): Partial<NextConfig> {
  const handler = (file: string) => path.resolve(process.cwd(), "lib/cache", file);
  if (!process.env.REDIS_URL || phase === PHASE_PRODUCTION_BUILD) {
    if (phase === PHASE_DEVELOPMENT_SERVER) return {};
    const memory = handler("memory/use-cache-handler.mjs");
    return { cacheHandlers: { default: memory, remote: memory } };
  }
  return {
    cacheHandler: handler("redis/isr-handler.mjs"),
    cacheHandlers: { default: handler("redis/use-cache-handler.mjs"), remote: handler("redis/use-cache-handler.mjs") },
    cacheMaxMemorySize: 0,
  };
}

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
    // Turbopack keeps a cache of the build in .next/cache (190 MB) for the next build to read. Where none
    // will (a clean clone in CI), NEXT_BUILD_CACHE=off skips writing it: 64 s instead of 76 s cold
    // (scripts/verify.ts sets it when there is no cache yet; docs/testing.md).
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== "off",
  },
  reactStrictMode: true,
  cacheLife: {
    // Catalogue data: served from cache, refreshed in the background, invalidated by tag on change.
    catalogue: { stale: 300, revalidate: 900, expire: 86400 },
  },
};

export default function config(phase: string): NextConfig {
  return withNextIntl({ ...nextConfig, ...cacheHandlers(phase) });
}
