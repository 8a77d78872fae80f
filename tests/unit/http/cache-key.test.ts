import { cacheKey, createCacheKeys } from "@/lib/http/cache-key";

describe("micro-cache key", () => {
  it("is the URL itself without a query string", () => {
    for (const url of ["/", "/about", "/vpn/personal-vpn", "/_next/static/chunks/a.js", "/api/offers"]) expect(cacheKey(url)).toBe(url);
  });

  it("drops every parameter of a page that reads none", () => {
    expect(cacheKey("/about?j=1")).toBe("/about");
    expect(cacheKey("/ru/terms?utm_source=x")).toBe("/ru/terms");
    expect(cacheKey("/?q=1")).toBe("/");
    expect(cacheKey("/ru?login=1&next=%2Fsettings")).toBe("/ru");
    expect(cacheKey("/vpn?x=1")).toBe("/vpn"); // a category
    expect(cacheKey("/vpn/personal-vpn/abcdefghij?x=1&_rsc=1")).toBe("/vpn/personal-vpn/abcdefghij"); // an offer page
    expect(cacheKey("/articles/how-to?x=1")).toBe("/articles/how-to");
  });

  it("keeps a listing's canonical query only", () => {
    expect(cacheKey("/vpn/personal-vpn?j=1")).toBe("/vpn/personal-vpn");
    expect(cacheKey("/vpn/personal-vpn?utm_x=1&_rsc=abc")).toBe("/vpn/personal-vpn");
    expect(cacheKey("/vpn/personal-vpn?sort=price_desc&page=2&j=1")).toBe("/vpn/personal-vpn?page=2&sort=price_desc");
    expect(cacheKey("/ru/vpn/personal-vpn-DE?protocols=WireGuard&country=FR")).toBe("/ru/vpn/personal-vpn-DE?protocols=WireGuard");
  });

  it("shares nothing for a listing query with an empty field (the proxy redirects it to the clean query)", () => {
    expect(cacheKey("/vpn/personal-vpn?sort=&price_min=")).toBeNull();
    expect(cacheKey("/ru/vpn/personal-vpn?protocols=WireGuard&sort=")).toBeNull();
  });

  it("keeps the whole query of an API route when the route reads every parameter or refuses unknown ones itself", () => {
    expect(cacheKey("/api/offers?product_slug=a&j=1")).toBe("/api/offers?product_slug=a&j=1"); // answered 422, never stored
    expect(cacheKey("/api/offers/countries?product_slug=a")).toBe("/api/offers/countries?product_slug=a");
    expect(cacheKey("/api/catalog/categories/product-options/?category_slug=a&product_slug=b")).toBe("/api/catalog/categories/product-options/?category_slug=a&product_slug=b");
  });

  it("shares no API answer for a parameter the route does not read", () => {
    for (const url of ["/api/offers/countries?product_slug=a&j=1", "/api/core/settings?j=1", "/api/offers/abcdefghij?x=1", "/api/media/abc?w=1", "/api/catalog/categories?j=1", "/api?x=1"]) {
      expect([url, cacheKey(url)]).toEqual([url, null]);
    }
  });

  it("shares nothing for other routes with a query string", () => {
    for (const url of [
      "/search?q=a",
      "/provider?page=2",
      "/data-center?page=2",
      "/mailbox?email=a",
      "/vpn/personal-vpn/compare?offers=a,b",
      "/vpn/personal-vpn/compare/aaaaaaaaaa,bbbbbbbbbb?x=1",
      "/_next/image?url=%2Fa.png&w=64&q=75",
      "/sitemap.xml?x=1",
      "/health?x=1",
      "/settings?x=1",
    ]) {
      expect([url, cacheKey(url)]).toEqual([url, null]);
    }
  });

  it("never gives one key to URLs the app answers differently (no cache poisoning)", () => {
    // Each group: URLs with one and the same answer. Different groups have different answers.
    const groups = [
      ["/vpn/personal-vpn", "/vpn/personal-vpn?j=1", "/vpn/personal-vpn?page=1&size=50", "/vpn/personal-vpn?cpu_model=Xeon"],
      ["/vpn/personal-vpn?page=2", "/vpn/personal-vpn?page=2&utm_x=3", "/vpn/personal-vpn?j=1&page=2"],
      ["/vpn/personal-vpn?page=3"],
      ["/vpn/personal-vpn?protocols=WireGuard,IKEv2", "/vpn/personal-vpn?protocols=IKEv2&protocols=WireGuard"],
      ["/vpn/personal-vpn?protocols=WireGuard"],
      ["/vpn/personal-vpn?sort=price_desc"],
      ["/vpn/personal-vpn?price_min=5"],
      ["/vpn/personal-vpn?price_max=5"],
      ["/ru/vpn/personal-vpn?page=2"],
      ["/vpn/personal-vpn-DE?page=2", "/vpn/personal-vpn-DE?page=2&country=FR"],
      ["/dedicated-servers/linux-vps?cpu_model=Xeon"],
      ["/dedicated-servers/linux-vps", "/dedicated-servers/linux-vps?protocols=WireGuard"],
      ["/about", "/about?j=1"],
      ["/api/offers?page=2"],
      ["/api/offers?page=3"],
    ];
    const owner = new Map<string, number>();
    groups.forEach((urls, group) => {
      for (const url of urls) {
        const key = cacheKey(url);
        expect(key).not.toBeNull();
        if (owner.has(key!)) expect([url, owner.get(key!)]).toEqual([url, group]);
        owner.set(key!, group);
      }
    });
    // And within a group, one key.
    for (const urls of groups) expect(new Set(urls.map(cacheKey)).size).toBe(1);
  });

  it("memoises keys in a bounded map", () => {
    const keyOf = createCacheKeys(3);
    for (let i = 0; i < 10; i++) expect(keyOf(`/about?j=${i}`)).toBe("/about");
    expect(keyOf("/search?q=a")).toBeNull();
    expect(keyOf("/search?q=a")).toBeNull();
    expect(keyOf("/offers")).toBe("/offers");
  });
});
