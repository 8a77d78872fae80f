import { categoryFacets } from "@/lib/catalogue/facets";
import { generateCatalogue, type GeneratedCatalogue, type SeedOffer } from "@/lib/db/seed/generate";

const uidPattern = /^[a-z0-9]{10}$/;

function allOffers(catalogue: GeneratedCatalogue): SeedOffer[] {
  return [...catalogue.offers()];
}

describe("demo catalogue generator", () => {
  const catalogue = generateCatalogue({ offers: 1200 });
  const offers = allOffers(catalogue);
  const categoryOf = new Map(catalogue.products.map((p) => [p.slug, p.categorySlug]));

  it("is deterministic: the same input gives identical rows", () => {
    const again = generateCatalogue({ offers: 1200 });
    const { offers: _a, offerBatches: _b, ...tables } = catalogue;
    const { offers: _c, offerBatches: _d, ...tablesAgain } = again;
    expect(tablesAgain).toEqual(tables);
    expect(allOffers(again)).toEqual(offers);
    // Restarting the stream of the same catalogue gives the same offers too.
    expect(allOffers(catalogue)).toEqual(offers);
  });

  it("changes with the seed", () => {
    const other = allOffers(generateCatalogue({ offers: 50, seed: 7 }));
    expect(other.slice(0, 10).map((o) => o.uid)).not.toEqual(offers.slice(0, 10).map((o) => o.uid));
  });

  it("yields the requested public offers plus a few hidden ones", () => {
    const visible = offers.filter((o) => o.status === "public");
    const hidden = offers.filter((o) => o.status === "hidden");
    expect(visible.length).toBeGreaterThanOrEqual(1200);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.length).toBeLessThan(offers.length * 0.1);
  });

  it("batches the same stream", () => {
    const batches = [...catalogue.offerBatches(500)];
    expect(batches.every((b) => b.length <= 500)).toBe(true);
    expect(batches.flat()).toEqual(offers);
  });

  it("has the six categories of the marketplace", () => {
    expect(catalogue.categories.map((c) => c.slug)).toEqual([
      "dedicated-servers",
      "virtual-servers",
      "gpu-servers",
      "computing",
      "vpn",
      "proxies",
    ]);
    for (const c of catalogue.categories) {
      expect(c.name.en && c.name.ru && c.description.en && c.description.ru).toBeTruthy();
    }
  });

  it("has products whose slugs cannot be mistaken for a country suffix", () => {
    for (const category of catalogue.categories) {
      const n = catalogue.products.filter((p) => p.categorySlug === category.slug).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }
    for (const p of catalogue.products) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.slug).not.toMatch(/-[a-z]{2}$/);
      const options = catalogue.productOptions.filter((o) => o.productSlug === p.slug);
      expect(options.length).toBeGreaterThanOrEqual(2);
      expect(options.length).toBeLessThanOrEqual(4);
    }
  });

  it("spreads offers over every product", () => {
    for (const p of catalogue.products) {
      expect(offers.filter((o) => o.productSlug === p.slug).length).toBeGreaterThanOrEqual(20);
    }
  });

  it("has at least 8 providers and 20 data centers in 15 or more countries", () => {
    expect(catalogue.providers.length).toBeGreaterThanOrEqual(8);
    expect(catalogue.dataCenters).toHaveLength(20);
    const countries = new Set(catalogue.dataCenters.map((d) => d.country));
    expect(countries.size).toBeGreaterThanOrEqual(15);
    for (const country of countries) expect(country).toMatch(/^[A-Z]{2}$/);
  });

  it("gives offers unique 10-character lowercase uids", () => {
    const uids = offers.map((o) => o.uid);
    for (const uid of uids) expect(uid).toMatch(uidPattern);
    expect(new Set(uids).size).toBe(uids.length);
  });

  it("keys offer facets by the facet keys of the offer's category", () => {
    for (const offer of offers) {
      const allowed = new Set((categoryFacets[categoryOf.get(offer.productSlug)!] ?? []).map((f) => f.key));
      for (const key of Object.keys(offer.facets)) expect(allowed.has(key)).toBe(true);
      expect(offer.facets).not.toHaveProperty("country");
      expect(offer.facets).not.toHaveProperty("provider");
    }
  });

  it("writes numeric facets as plain digits and multi facets as arrays", () => {
    for (const offer of offers) {
      const defs = categoryFacets[categoryOf.get(offer.productSlug)!];
      for (const def of defs) {
        const value = offer.facets[def.key];
        if (value === undefined) continue;
        if (def.multi) expect(Array.isArray(value)).toBe(true);
        else if (def.numeric) expect(value).toMatch(/^\d+$/);
        else expect(typeof value).toBe("string");
      }
    }
  });

  it("gives offers a data center country, a positive price and product images", () => {
    const dcCountry = new Map(catalogue.dataCenters.map((d) => [d.uid, d.country]));
    const mediaIds = new Set(catalogue.media.map((m) => m.id));
    for (const offer of offers) {
      expect(offer.country).toBe(dcCountry.get(offer.dataCenterUid));
      expect(offer.priceCents).toBeGreaterThan(0);
      expect(offer.attributes.length).toBeGreaterThan(0);
      expect(offer.deliveryMinutes).toBeGreaterThanOrEqual(5);
      expect(offer.deliveryMinutes).toBeLessThanOrEqual(240);
      for (const id of [offer.image1x1, offer.image4x3, offer.image16x9, offer.imageSocial]) {
        expect(mediaIds.has(id)).toBe(true);
      }
    }
  });

  it("renders media as self-contained SVG with unique ids", () => {
    const ids = catalogue.media.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of catalogue.media) {
      expect(m.id).toMatch(uidPattern);
      expect(m.contentType).toBe("image/svg+xml");
      const svg = new TextDecoder().decode(m.bytes);
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg).toContain(`viewBox="0 0 ${m.width} ${m.height}"`);
      expect(svg).not.toMatch(/href=|url\((?!#)/);
    }
    for (const p of catalogue.providers) expect(ids).toContain(p.logo);
    for (const a of catalogue.articles) expect(ids).toContain(a.image);
  });

  it("has six articles in English and Russian", () => {
    expect(catalogue.articles).toHaveLength(6);
    for (const a of catalogue.articles) {
      for (const field of [a.title, a.excerpt, a.body]) {
        expect(field.en.length).toBeGreaterThan(0);
        expect(field.ru).toMatch(/[а-яё]/i);
      }
      expect(a.body.en.split("\n\n").length).toBeGreaterThanOrEqual(3);
      expect(a.publishedAt.getUTCFullYear()).toBe(2026);
    }
  });
});
