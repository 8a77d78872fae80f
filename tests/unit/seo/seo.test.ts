import { absoluteUrl, buildMetadata, formatTitle, languageAlternates } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, itemListJsonLd, productJsonLd, serializeJsonLd, webSiteJsonLd } from "@/lib/seo/json-ld";

describe("title format", () => {
  it('reads "{page} – {product}"', () => {
    expect(formatTitle("Linux VPS", "Infra Market")).toBe("Linux VPS – Infra Market");
    expect(formatTitle("Linux VPS")).toBe("Linux VPS – Infra Market");
  });
  it("does not repeat the product name", () => {
    expect(formatTitle("Infra Market")).toBe("Infra Market");
  });
});

describe("metadata", () => {
  it("has canonical and hreflang en/ru/x-default", () => {
    const m = buildMetadata({ locale: "ru", pathname: "/vpn", title: "VPN", description: "d" });
    expect(m.alternates?.canonical).toBe(absoluteUrl("/ru/vpn"));
    expect(languageAlternates("/vpn")).toEqual({ en: absoluteUrl("/vpn"), ru: absoluteUrl("/ru/vpn"), "x-default": absoluteUrl("/vpn") });
    expect(languageAlternates("/")).toEqual({ en: absoluteUrl("/"), ru: absoluteUrl("/ru"), "x-default": absoluteUrl("/") });
  });
  it("marks noindex pages", () => {
    expect(buildMetadata({ locale: "en", pathname: "/x", title: "x", description: "d", noindex: true }).robots).toEqual({ index: false, follow: false });
  });
});

describe("JSON-LD", () => {
  it("serialises safely for an inline script", () => {
    const text = serializeJsonLd(breadcrumbJsonLd([{ name: "</script><script>alert(1)</script>\u2028&", path: "/a" }]));
    expect(text).not.toMatch(/[<>\u2028\u2029&]/);
    expect(text).not.toContain("</");
    expect(JSON.parse(text).itemListElement[0].name).toBe("</script><script>alert(1)</script>\u2028&");
  });
  it("builds a breadcrumb list with positions and absolute URLs", () => {
    const b = breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "VPN", path: "/vpn" }]) as unknown as { itemListElement: { position: number; item: string }[] };
    expect(b.itemListElement.map((e) => e.position)).toEqual([1, 2]);
    expect(b.itemListElement[1].item).toBe(absoluteUrl("/vpn"));
  });
  it("builds a Product with an Offer priced in EUR", () => {
    const p = productJsonLd({
      name: "Xeon", description: "d", path: "/a/b/c", sku: "abcdefghij", brand: "Acme", category: "Dedicated",
      priceCents: 12345, currency: "EUR", availability: "in_stock", images: ["/api/media/x"], attributes: [{ name: "RAM", value: "64 GB" }],
    }) as unknown as { "@type": string; offers: { price: string; priceCurrency: string; availability: string }; image: string[] };
    expect(p["@type"]).toBe("Product");
    expect(p.offers).toMatchObject({ price: "123.45", priceCurrency: "EUR", availability: "https://schema.org/InStock" });
    expect(p.image[0]).toBe(absoluteUrl("/api/media/x"));
  });
  it("builds an ItemList and a WebSite with a SearchAction", () => {
    const l = itemListJsonLd([{ name: "a", path: "/a" }], 51) as unknown as { itemListElement: { position: number }[] };
    expect(l.itemListElement[0].position).toBe(51);
    const w = webSiteJsonLd("/search", "en-US") as unknown as { potentialAction: { target: { urlTemplate: string } } };
    expect(w.potentialAction.target.urlTemplate).toBe(`${absoluteUrl("/search")}?q={search_term_string}`);
  });
});
