/**
 * lib/cache/memory/route-cache-controls.mjs: the bound on Next's per-route map of cache controls
 * (SharedCacheControls.cacheControls), installed by the memory "use cache" handler. The map must stop
 * growing with every distinct page, and evicting from it must not change how long a cached page is
 * served: Next's own incremental cache (the one a server without Redis uses) keeps each page's cache
 * control with the page, and that one wins over the map's. The last test runs Next's real
 * IncrementalCache and FileSystemCache to hold Next to that.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SharedCacheControls } from "next/dist/server/lib/incremental-cache/shared-cache-controls.external.js";
import { IncrementalCache } from "next/dist/server/lib/incremental-cache/index.js";
import { nodeFs } from "next/dist/server/lib/node-fs-methods.js";
import { BoundedMap, boundRouteCacheControls, MAX_ROUTE_CACHE_CONTROLS } from "@/lib/cache/memory/route-cache-controls.mjs";

const statics = SharedCacheControls as unknown as { cacheControls: Map<string, unknown> };

describe("BoundedMap", () => {
  it("keeps the most recently set keys, a set moving its key last", () => {
    const map = new BoundedMap<string, number>(3);
    for (const key of ["a", "b", "c"]) map.set(key, 1);
    map.set("a", 2);
    map.set("d", 1);
    expect([...map.keys()]).toEqual(["c", "a", "d"]);
    expect(map.get("a")).toBe(2);
    expect(map.has("b")).toBe(false);
    expect(map.size).toBe(3);
  });

  it("refuses a bound that is not a positive integer", () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
    expect(() => new BoundedMap(1.5)).toThrow(RangeError);
  });
});

describe("boundRouteCacheControls", () => {
  it("is installed by loading the memory \"use cache\" handler (next start without REDIS_URL)", async () => {
    await jest.isolateModulesAsync(async () => {
      const next = await import("next/dist/server/lib/incremental-cache/shared-cache-controls.external.js");
      const { BoundedMap: Bounded } = await import("@/lib/cache/memory/route-cache-controls.mjs");
      (next.SharedCacheControls as unknown as { cacheControls: Map<string, unknown> }).cacheControls = new Map();
      await import("@/lib/cache/memory/use-cache-handler.mjs");
      expect((next.SharedCacheControls as unknown as { cacheControls: Map<string, unknown> }).cacheControls).toBeInstanceOf(Bounded);
    });
  });

  it("replaces Next's static map once, keeping what it held, and bounds every SharedCacheControls", () => {
    statics.cacheControls = new Map([["/kept", { revalidate: 900, expire: 86_400 }]]);
    const bounded = boundRouteCacheControls();
    expect(statics.cacheControls).toBe(bounded);
    expect(bounded).toBeInstanceOf(BoundedMap);
    expect(bounded.get("/kept")).toEqual({ revalidate: 900, expire: 86_400 });
    expect(boundRouteCacheControls()).toBe(bounded);

    const controls = new SharedCacheControls({ version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} } as never, undefined);
    for (let i = 0; i <= MAX_ROUTE_CACHE_CONTROLS + 10; i++) controls.set(`/offers/o${i}`, { revalidate: 900, expire: 86_400 });
    expect(statics.cacheControls.size).toBe(MAX_ROUTE_CACHE_CONTROLS);
    expect(statics.cacheControls.has("/kept")).toBe(false);
    expect(statics.cacheControls.has("/offers/o0")).toBe(false);
    expect(statics.cacheControls.get(`/offers/o${MAX_ROUTE_CACHE_CONTROLS + 10}`)).toEqual({ revalidate: 900, expire: 86_400 });
  });
});

describe("Next's incremental cache without the map", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "route-cache-controls-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("serves a cached page by the cache control stored with it, once the map has forgotten the route", async () => {
    const cache = new IncrementalCache({
      fs: nodeFs,
      dev: false,
      flushToDisk: false,
      minimalMode: false,
      serverDistDir: dir,
      requestHeaders: {},
      maxMemoryCacheSize: 1024 * 1024,
      previewProps: { previewModeId: "p", previewModeEncryptionKey: "k", previewModeSigningKey: "s" },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
      fetchCacheKeyPrefix: "",
      allowedRevalidateHeaderKeys: [],
      locales: undefined,
    } as never);
    const route = { kind: "APP_PAGE", sourceRoute: "/[locale]/offers/[slug]" };
    const page = { kind: "APP_PAGE", html: "<p>offer</p>", rscData: undefined, headers: {}, postponed: undefined, status: 200, segmentData: undefined };
    const pathname = "/en/offers/o1";
    await cache.set(pathname, page as never, { cacheControl: { revalidate: 900, expire: 86_400 }, route, isRoutePPREnabled: false, isFallback: false } as never);

    // The map knew the route after the set; forget it, as the bound does for older routes.
    expect(statics.cacheControls.size).toBeGreaterThan(0);
    statics.cacheControls.clear();

    const before = performance.timeOrigin + performance.now();
    const hit = (await cache.get(pathname, { kind: "APP_PAGE", route, isRoutePPREnabled: false, isFallback: false } as never)) as {
      isStale?: boolean | -1;
      cacheControl?: { revalidate: number; expire: number };
      revalidateAfter: number | false;
      value: { html: string };
    } | null;
    expect(hit?.value.html).toBe("<p>offer</p>");
    expect(hit?.cacheControl).toEqual({ revalidate: 900, expire: 86_400 });
    expect(hit?.isStale).toBeUndefined();
    // Fresh for its 900 s, not the 1 s Next gives a route of unknown lifetime.
    expect(hit?.revalidateAfter as number).toBeGreaterThan(before + 899_000);
  });
});
