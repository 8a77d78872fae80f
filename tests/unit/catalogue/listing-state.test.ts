import { facetsForCategory } from "@/lib/catalogue/facets";
import { canonicalListingQuery, decodeListingState, encodeListingState } from "@/lib/catalogue/listing-query";
import { isDefaultView, listingHref, listingInputFromState, listingQueryString, paginationWindow } from "@/lib/catalogue/listing-state";
import { comparePagePath, parseCompareUids } from "@/lib/catalogue/compare";
import { isCatalogueSlug } from "@/lib/catalogue/route-params";

const vpn = facetsForCategory("vpn");
const state = (qs: string) => decodeListingState(encodeListingState(new URLSearchParams(qs), "vpn", "personal-vpn") ?? undefined);

describe("listing state of a page", () => {
  it("reads filters, sort, size and page", () => {
    const input = listingInputFromState(state("protocols=WireGuard&sort=price_desc&page=2&size=25"), "personal-vpn", vpn, null);
    expect(input).toMatchObject({ productSlug: "personal-vpn", page: 2, size: 25, sort: "price_desc", facets: { protocols: ["WireGuard"] } });
  });

  it("merges repeated keys, as a GET form with several ticked boxes sends them", () => {
    const input = listingInputFromState(state("protocols=WireGuard&protocols=IKEv2&country=DE&country=FR"), "personal-vpn", vpn, null);
    expect(input.facets.protocols.sort()).toEqual(["IKEv2", "WireGuard"]);
    expect(input.countries?.sort()).toEqual(["DE", "FR"]);
  });

  it("ignores what the API would reject: unknown keys, bad values, sizes off the selector", () => {
    const input = listingInputFromState(state("cpu_model=Xeon&bogus=1&price_min=abc&size=7&sort=cheapest&product_slug=other"), "personal-vpn", vpn, null);
    expect(input).toMatchObject({ productSlug: "personal-vpn", page: 1, size: 50, sort: "price_asc", facets: {} });
    expect(input.priceMinEur).toBeUndefined();
    expect(isDefaultView(input, null)).toBe(true);
  });

  it("keeps the valid part when price_min exceeds price_max", () => {
    const input = listingInputFromState(state("price_min=50&price_max=10"), "personal-vpn", vpn, null);
    expect(input.priceMinEur).toBeUndefined();
    expect(input.priceMaxEur).toBe(10);
  });

  it("takes the country of a country listing from the path", () => {
    const input = listingInputFromState(state("country=FR"), "personal-vpn", vpn, "DE");
    expect(input.countries).toEqual(["DE"]);
    expect(isDefaultView(input, "DE")).toBe(true);
    expect(listingQueryString(input, "DE")).toBe("");
  });

  it("writes the public query string: sorted, defaults left out, readable commas", () => {
    const input = listingInputFromState(new URLSearchParams("protocols=WireGuard,IKEv2&sort=price_asc&size=50&page=3"), "personal-vpn", vpn, null);
    expect(listingHref("/vpn/personal-vpn", input, null)).toBe("/vpn/personal-vpn?page=3&protocols=WireGuard,IKEv2");
    expect(listingHref("/vpn/personal-vpn", input, null, { page: 1, size: 10 })).toBe("/vpn/personal-vpn?protocols=WireGuard,IKEv2&size=10");
  });

  it("windows the page links", () => {
    expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });
});

describe("comparison selection", () => {
  it("takes well-formed unique uids from either form, at most four", () => {
    expect(parseCompareUids(["aaaaaaaaaa", "bbbbbbbbbb,aaaaaaaaaa", "BAD", "cccccccccc", "dddddddddd", "eeeeeeeeee"])).toEqual([
      "aaaaaaaaaa",
      "bbbbbbbbbb",
      "cccccccccc",
      "dddddddddd",
    ]);
    expect(parseCompareUids("aaaaaaaaaa%2Cbbbbbbbbbb")).toEqual(["aaaaaaaaaa", "bbbbbbbbbb"]);
    expect(parseCompareUids(undefined)).toEqual([]);
    expect(comparePagePath("vpn", "personal-vpn", ["aaaaaaaaaa", "bbbbbbbbbb"])).toBe("/vpn/personal-vpn/compare/aaaaaaaaaa,bbbbbbbbbb");
  });
});

describe("route params", () => {
  it.each([["linux-vps", true], ["_", false], ["Linux", false], ["a--b", false], ["-a", false]])("%s is a slug: %s", (s, ok) => {
    expect(isCatalogueSlug(s)).toBe(ok);
  });
});

describe("canonical listing query (the proxy's /f/ state and the front's cache key)", () => {
  const canon = (qs: string, segment = "personal-vpn", category = "vpn") => canonicalListingQuery(new URLSearchParams(qs), category, segment);

  it("keeps only what the listing reads: fixed keys and the category's facets", () => {
    expect(canon("j=1")).toBe("");
    expect(canon("utm_x=5&gclid=1&_rsc=abc&__proto__=1&product_slug=other&organization__uid=x")).toBe("");
    expect(canon("cpu_model=Xeon")).toBe(""); // a facet of another category
    expect(canon("cpu_model=Xeon", "linux-vps", "dedicated-servers")).toBe("cpu_model=Xeon");
    expect(canon("protocols=WireGuard&j=2&page=2")).toBe("page=2&protocols=WireGuard");
  });

  it("drops malformed values and defaults, and writes one form whatever the order", () => {
    expect(canon("page=1&size=50&sort=price_asc&price_min=abc&size=7")).toBe("");
    expect(canon("protocols=WireGuard,IKEv2&sort=price_desc")).toBe(canon("sort=price_desc&protocols=IKEv2&protocols=WireGuard&protocols=IKEv2"));
    expect(canon("country=FR,DE")).toBe("country=DE,FR");
  });

  it("leaves the path's country to the path on a country listing", () => {
    expect(canon("country=FR&page=2", "personal-vpn-DE")).toBe("page=2");
  });

  it("is a fixed point: the canonical query reads back to itself", () => {
    for (const qs of ["protocols=Open VPN,WireGuard&price_max=30&price_min=5&provider=b,a&size=10", "devices=5&page=3&sort=newest", "country=NL,DE"]) {
      const once = canon(qs);
      expect(once).not.toBe("");
      expect(canon(once)).toBe(once);
      expect(encodeListingState(new URLSearchParams(qs), "vpn", "personal-vpn")).toBe(encodeURIComponent(once));
    }
  });

  it("equal canonical queries mean equal listing requests (no two listings share a state)", () => {
    const vpnFacets = facetsForCategory("vpn");
    const pairs = ["page=2", "page=3", "protocols=WireGuard", "protocols=IKEv2", "sort=price_desc", "size=10", "price_min=5", "price_max=5", "country=DE", "provider=a"];
    const seen = new Map<string, string>();
    for (const qs of pairs) {
      const input = listingInputFromState(new URLSearchParams(qs), "personal-vpn", vpnFacets, null);
      const key = canon(qs);
      const before = seen.get(key);
      if (before) expect(before).toBe(JSON.stringify(input));
      seen.set(key, JSON.stringify(input));
    }
    expect(seen.size).toBe(pairs.length);
  });
});
