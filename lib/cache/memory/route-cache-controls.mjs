/**
 * A bound on Next's `SharedCacheControls.cacheControls` (next/dist/server/lib/incremental-cache/
 * shared-cache-controls.external.js, Next 16.4): a static Map from every pathname rendered into the
 * incremental (ISR) cache to its cache control, written on every set and never evicted. A crawl of
 * the 100,000-offer catalogue adds ~300 bytes of heap per page to it for as long as the process
 * lives (ADR 0015, the memory soak); this keeps its most recently written MAX_ROUTE_CACHE_CONTROLS.
 *
 * Why evicting is safe here: without REDIS_URL the pages live in Next's own incremental cache
 * (FileSystemCache, memory only: isrFlushToDisk is off), which stores each entry's cache control
 * with the entry, and IncrementalCache.get prefers the entry's own over the map's (and writes it back
 * to the map). The map only answers for a page whose entry has none, i.e. a page not in the cache,
 * which is rendered again and written back anyway. Installed by lib/cache/memory/use-cache-handler.mjs,
 * so only where that handler runs (`next start` without REDIS_URL); the Redis handlers' entries are
 * not known to carry their cache control, so that path keeps Next's map as it is.
 */
import { SharedCacheControls } from "next/dist/server/lib/incremental-cache/shared-cache-controls.external.js";

/** Routes whose cache control is remembered apart from their cached entry (~300 bytes each). */
export const MAX_ROUTE_CACHE_CONTROLS = 10_000;

/** A Map that keeps its `max` most recently set keys (insertion order: a set moves its key last). */
export class BoundedMap extends Map {
  constructor(max) {
    super();
    if (!Number.isInteger(max) || max < 1) throw new RangeError("max must be a positive integer");
    this.max = max;
  }

  set(key, value) {
    if (super.has(key)) super.delete(key);
    super.set(key, value);
    while (super.size > this.max) super.delete(super.keys().next().value);
    return this;
  }
}

/** Replaces Next's map by a BoundedMap holding what it held (once: a second call returns the same map). */
export function boundRouteCacheControls(max = MAX_ROUTE_CACHE_CONTROLS) {
  const current = SharedCacheControls.cacheControls;
  if (current instanceof BoundedMap) return current;
  const bounded = new BoundedMap(max);
  for (const [route, cacheControl] of current) bounded.set(route, cacheControl);
  SharedCacheControls.cacheControls = bounded;
  return bounded;
}
