import { MicroCache, type CacheRequest } from "@/lib/http/micro-cache";

const body = Buffer.from("<html>ok</html>");
const req = (url: string, headers: CacheRequest["headers"] = {}): CacheRequest => ({ method: "GET", url, headers: { host: "localhost", ...headers } });
const isr = { "cache-control": "s-maxage=900, stale-while-revalidate=85500", "content-type": "text/html", vary: "rsc, Accept-Encoding" };

/** http-cache-semantics reads the clock itself, so the tests move the system time. */
function make(now: { t: number }, maxEntries = 100, maxBytes = 64 * 1024 * 1024) {
  jest.setSystemTime(now.t);
  return new MicroCache({ ttlMs: 2000, maxEntries, maxBytes, maxBodyBytes: 1024 * 1024 });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("micro-cache", () => {
  it("keeps what the app marks shareable and answers it again", () => {
    const now = { t: 1_000_000 };
    const cache = make(now);
    expect(cache.store(req("/a"), { status: 200, headers: isr, body })).toBe(true);
    const hit = cache.lookup(req("/a"));
    expect(hit?.response.body.toString()).toBe("<html>ok</html>");
    expect(hit?.stale).toBe(false);
    expect(hit?.response.headers["content-length"]).toBe(String(body.length));
  });

  it("never keeps private, no-store, cookie-setting or non-200 answers", () => {
    const cache = make({ t: 0 });
    expect(cache.store(req("/p"), { status: 200, headers: { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" }, body })).toBe(false);
    expect(cache.store(req("/c"), { status: 200, headers: { ...isr, "set-cookie": ["a=b"] }, body })).toBe(false);
    expect(cache.store(req("/n"), { status: 404, headers: isr, body })).toBe(false);
    expect(cache.store(req("/u"), { status: 200, headers: { "content-type": "text/html" }, body })).toBe(false);
    expect(cache.entryCount).toBe(0);
  });

  it("bypasses requests with credentials", () => {
    const cache = make({ t: 0 });
    expect(MicroCache.cacheable(req("/a", { authorization: "Bearer x" }))).toBe(false);
    expect(MicroCache.cacheable({ method: "POST", url: "/a", headers: {} })).toBe(false);
    expect(cache.store(req("/a", { authorization: "Bearer x" }), { status: 200, headers: isr, body })).toBe(false);
  });

  it("keeps one variant per Vary value (language, encoding, RSC)", () => {
    const cache = make({ t: 0 });
    const api = { "cache-control": "public, max-age=0, s-maxage=60", vary: "Accept-Language" };
    cache.store(req("/api/x", { "accept-language": "ru-RU" }), { status: 200, headers: api, body: Buffer.from("ru") });
    cache.store(req("/api/x", { "accept-language": "en-US" }), { status: 200, headers: api, body: Buffer.from("en") });
    expect(cache.lookup(req("/api/x", { "accept-language": "ru-RU" }))?.response.body.toString()).toBe("ru");
    expect(cache.lookup(req("/api/x", { "accept-language": "en-US" }))?.response.body.toString()).toBe("en");
    expect(cache.lookup(req("/api/x", { "accept-language": "de" }))).toBeNull();
    expect(cache.lookup(req("/a", { rsc: "1" }))).toBeNull();
  });

  it("turns stale after ttlMs (served while refreshed) and stops serving past the app's own limits", () => {
    const cache = make({ t: 0 });
    cache.store(req("/a"), { status: 200, headers: { "cache-control": "s-maxage=5" }, body });
    jest.setSystemTime(2500);
    const stale = cache.lookup(req("/a"));
    expect(stale?.stale).toBe(true);
    expect(cache.beginRefresh(stale!.entry)).toBe(true);
    expect(cache.beginRefresh(stale!.entry)).toBe(false);
    jest.setSystemTime(6000);
    expect(cache.lookup(req("/a"))).toBeNull();
  });

  it("drops the oldest entries beyond maxEntries", () => {
    const cache = make({ t: 0 }, 2);
    for (const url of ["/1", "/2", "/3"]) cache.store(req(url), { status: 200, headers: isr, body });
    expect(cache.entryCount).toBe(2);
    expect(cache.lookup(req("/1"))).toBeNull();
    expect(cache.lookup(req("/3"))).not.toBeNull();
  });

  it("drops the least recently used entries beyond maxBytes", () => {
    const cache = make({ t: 0 }, 100, 6000); // room for two entries of ~2.7 KB
    const big = Buffer.alloc(1500);
    for (const url of ["/1", "/2"]) expect(cache.store(req(url), { status: 200, headers: isr, body: big })).toBe(true);
    expect(cache.lookup(req("/1"))).not.toBeNull(); // /1 is now the most recently used
    cache.store(req("/3"), { status: 200, headers: isr, body: big });
    expect(cache.byteSize).toBeLessThanOrEqual(6000);
    expect(cache.entryCount).toBe(2);
    expect(cache.lookup(req("/2"))).toBeNull();
    expect(cache.lookup(req("/1"))).not.toBeNull();
    expect(cache.lookup(req("/3"))).not.toBeNull();
  });

  it("counts bodies and headers, keeps the count right when a variant is replaced, and refuses an entry larger than the bound", () => {
    const cache = make({ t: 0 }, 100, 10_000);
    cache.store(req("/a"), { status: 200, headers: isr, body: Buffer.alloc(2000) });
    const one = cache.byteSize;
    expect(one).toBeGreaterThan(2000 + JSON.stringify(isr).length - 20);
    cache.store(req("/a"), { status: 200, headers: isr, body: Buffer.alloc(2000) });
    expect(cache.byteSize).toBe(one);
    expect(cache.entryCount).toBe(1);
    expect(cache.store(req("/huge"), { status: 200, headers: isr, body: Buffer.alloc(9990) })).toBe(false);
    expect(cache.lookup(req("/a"))).not.toBeNull();
  });

  it("stays within maxBytes under many distinct URLs", () => {
    const cache = make({ t: 0 }, 1_000_000, 200_000);
    for (let i = 0; i < 2000; i++) cache.store(req(`/p${i}`), { status: 200, headers: isr, body: Buffer.alloc(10_000) });
    expect(cache.byteSize).toBeLessThanOrEqual(200_000);
    expect(cache.entryCount).toBe(Math.floor(cache.byteSize / (cache.byteSize / cache.entryCount)));
    expect(cache.lookup(req("/p1999"))).not.toBeNull();
    expect(cache.lookup(req("/p0"))).toBeNull();
  });

  it("refreshes with the request's headers but never its cookie, authorization or client address", () => {
    const cache = make({ t: 0 });
    const headers = { cookie: "access=secret", "x-forwarded-for": "1.2.3.4", forwarded: "for=1.2.3.4", "accept-language": "ru", "accept-encoding": "gzip", rsc: "1" };
    expect(cache.store(req("/a", headers), { status: 200, headers: isr, body })).toBe(true);
    const hit = cache.lookup(req("/a", { rsc: "1", "accept-encoding": "gzip" }));
    const refresh = cache.refreshRequest(hit!.entry, "/a");
    expect(refresh.headers).toEqual({ host: "localhost", "accept-language": "ru", "accept-encoding": "gzip", rsc: "1" });
    expect(JSON.stringify(hit!.entry)).not.toContain("secret");
  });

  it("does not share an answer that varies on cookies or credentials", () => {
    const cache = make({ t: 0 });
    expect(cache.store(req("/a", { cookie: "a=b" }), { status: 200, headers: { ...isr, vary: "Cookie" }, body })).toBe(false);
    expect(cache.store(req("/a"), { status: 200, headers: { ...isr, vary: "accept-encoding, Authorization" }, body })).toBe(false);
    expect(cache.store(req("/a"), { status: 200, headers: { ...isr, vary: "*" }, body })).toBe(false);
  });

  describe("minUses 2: kept from a URL's second request on (nginx's proxy_cache_min_uses)", () => {
    const make2 = (maxEntries = 100) => {
      jest.setSystemTime(1_000_000);
      return new MicroCache({ ttlMs: 2000, maxEntries, maxBytes: 64 * 1024 * 1024, maxBodyBytes: 1024 * 1024, minUses: 2 });
    };

    it("does not keep a page asked for once, as a crawler asks, and keeps it the second time", () => {
      const cache = make2();
      for (let i = 0; i < 50; i++) {
        expect(cache.lookup(req(`/offer/${i}`))).toBeNull();
        expect(cache.store(req(`/offer/${i}`), { status: 200, headers: isr, body })).toBe(false);
      }
      expect(cache.entryCount).toBe(0);
      expect(cache.lookup(req("/offer/7"))).toBeNull();
      expect(cache.store(req("/offer/7"), { status: 200, headers: isr, body })).toBe(true);
      expect(cache.lookup(req("/offer/7"))?.response.body.toString()).toBe("<html>ok</html>");
      expect(cache.entryCount).toBe(1);
    });

    it("keeps the first answer when an identical request missed while it was under way (coalesced)", () => {
      const cache = make2();
      expect(cache.lookup(req("/hot"))).toBeNull();
      expect(cache.lookup(req("/hot"))).toBeNull();
      expect(cache.store(req("/hot"), { status: 200, headers: isr, body })).toBe(true);
    });

    it("keeps a refresh of a kept URL and another variant of it at once", () => {
      const cache = make2();
      cache.lookup(req("/a"));
      cache.lookup(req("/a"));
      expect(cache.store(req("/a", { "accept-encoding": "gzip" }), { status: 200, headers: isr, body })).toBe(true);
      expect(cache.store(req("/a", { "accept-encoding": "br" }), { status: 200, headers: isr, body })).toBe(true);
      expect(cache.store(req("/a", { "accept-encoding": "gzip" }), { status: 200, headers: isr, body })).toBe(true);
      expect(cache.entryCount).toBe(2);
    });

    it("remembers the misses of at most 4 × maxEntries URLs, the oldest forgotten first", () => {
      const cache = make2(10);
      cache.lookup(req("/first"));
      for (let i = 0; i < 40; i++) cache.lookup(req(`/crawl/${i}`));
      // /first was pushed out by 40 newer URLs: its next miss is a first one again.
      cache.lookup(req("/first"));
      expect(cache.store(req("/first"), { status: 200, headers: isr, body })).toBe(false);
      cache.lookup(req("/crawl/39"));
      expect(cache.store(req("/crawl/39"), { status: 200, headers: isr, body })).toBe(true);
    });
  });
});
