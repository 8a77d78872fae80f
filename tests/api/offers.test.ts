import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { categoriesResponse, filtersConfigResponse, offerDto, offerPageResponse, type OfferDto } from "@/lib/catalogue/api-views";
import { monthlyCents } from "@/lib/catalogue/pricing";
import { assertError, assertIssues, call, getOk, hiddenOfferUid, issuesFor } from "../support/api-client";

type Product = { slug: string; category: string; offer_count: number };
let products: Product[] = [];
let busiest: Product;

before(async () => {
  const { categories } = await getOk("/api/catalog/categories", categoriesResponse);
  products = categories.flatMap((c) => c.products);
  busiest = [...categories.flatMap((c) => c.products.filter((p) => p.is_active))].sort((a, b) => b.offer_count - a.offer_count)[0];
  assert.ok(busiest.offer_count > 0, "the seeded catalogue has offers");
});

async function allPages(query: string): Promise<OfferDto[]> {
  const items: OfferDto[] = [];
  for (let page = 1; ; page += 1) {
    const body = await getOk(`/api/offers?${query}${query ? "&" : ""}size=100&page=${page}`, offerPageResponse);
    items.push(...body.items);
    if (page >= body.pages) return items;
  }
}

for (const path of ["/api/offers", "/api/offers/marketplace"]) {
  describe(`GET ${path}`, () => {
    it("defaults to page 1 of 50 and gets the page math right", async () => {
      const body = await getOk(path, offerPageResponse);
      assert.equal(body.page, 1);
      assert.equal(body.size, 50);
      assert.equal(body.pages, Math.ceil(body.total / body.size));
      assert.equal(body.items.length, Math.min(50, body.total));
      const total = products.reduce((n, p) => n + p.offer_count, 0);
      assert.equal(body.total, total, "every public offer, whatever the product");
    });

    it("pages through a product without overlap", async () => {
      const size = 7;
      const first = await getOk(`${path}?product_slug=${busiest.slug}&size=${size}`, offerPageResponse);
      assert.equal(first.total, busiest.offer_count);
      assert.equal(first.size, size);
      assert.equal(first.pages, Math.ceil(first.total / size));
      const last = await getOk(`${path}?product_slug=${busiest.slug}&size=${size}&page=${first.pages}`, offerPageResponse);
      assert.equal(last.items.length, first.total - (first.pages - 1) * size, "the last page holds the rest");
      const beyond = await getOk(`${path}?product_slug=${busiest.slug}&size=${size}&page=${first.pages + 1}`, offerPageResponse);
      assert.equal(beyond.items.length, 0, "a page past the end is empty");
      assert.equal(beyond.total, first.total);
      const second = await getOk(`${path}?product_slug=${busiest.slug}&size=${size}&page=2`, offerPageResponse);
      const seen = new Set(first.items.map((o) => o.uid));
      assert.ok(second.items.every((o) => !seen.has(o.uid)), "pages do not overlap");
      for (const o of first.items) {
        assert.equal(o.product.slug, busiest.slug);
        assert.equal(o.status, "public");
        assert.equal(o.url, `/${o.product.category_slug}/${o.product.slug}/${o.uid}`);
      }
    });

    it("rejects bad page and size values with 422 and a detail list", async () => {
      for (const [query, field] of [
        ["size=0", "size"],
        ["size=101", "size"],
        ["size=abc", "size"],
        ["size=-1", "size"],
        ["size=1.5", "size"],
        ["page=0", "page"],
        ["page=-3", "page"],
        ["page=1e9", "page"],
        ["page=abc", "page"],
        ["sort=cheapest", "sort"],
        ["price_min=-5", "price_min"],
        ["country=de", "country"],
        ["organization__uid=NOT%20VALID", "organization__uid"],
      ] as const) {
        const issues = assertIssues(await call(`${path}?${query}`), query);
        assert.ok(issuesFor(issues, field).length >= 1, `${query}: an issue for ${field}: ${JSON.stringify(issues)}`);
        assert.equal(issuesFor(issues, field)[0].loc[0], "query");
      }
      const issues = assertIssues(await call(`${path}?size=0&page=0`), "two problems");
      assert.equal(issues.length, 2, "one entry per problem");
    });

    it("rejects unknown parameters and filters, and filters without a product", async () => {
      let issues = assertIssues(await call(`${path}?product_slug=${busiest.slug}&colour=red`), "unknown filter");
      assert.deepEqual(issues.map((i) => i.loc), [["query", "colour"]]);
      issues = assertIssues(await call(`${path}?ram_gb=64`), "facet filter without product_slug");
      assert.deepEqual(issues.map((i) => i.loc), [["query", "ram_gb"]]);
      issues = assertIssues(await call(`${path}?price_min=500&price_max=100`), "price_min > price_max");
      assert.deepEqual(issues[0].loc, ["query", "price_min"]);
    });

    it("answers 404 for an unknown product", async () => {
      const answer = await call(`${path}?product_slug=no-such-product`);
      assertError(answer, 404);
      assert.match(String((answer.body as { detail: string }).detail), /no-such-product/);
      assertIssues(await call(`${path}?product_slug=Bad_Slug!`), "malformed product_slug");
    });

    it("sorts by price both ways, by delivery and by newest", async () => {
      const q = `${path}?product_slug=${busiest.slug}&size=100`;
      const asc = (await getOk(`${q}&sort=price_asc`, offerPageResponse)).items;
      const desc = (await getOk(`${q}&sort=price_desc`, offerPageResponse)).items;
      const delivery = (await getOk(`${q}&sort=delivery_asc`, offerPageResponse)).items;
      const newest = await getOk(`${q}&sort=newest`, offerPageResponse);
      // The comparable price: hourly offers count 730 hours a month (lib/catalogue/pricing.ts).
      const prices = (items: OfferDto[]) => items.map((o) => monthlyCents(o.price.amount_cents, o.price.billing_period));
      assert.deepEqual(prices(asc), [...prices(asc)].sort((a, b) => a - b));
      assert.deepEqual(prices(desc), [...prices(desc)].sort((a, b) => b - a));
      const minutes = delivery.map((o) => o.delivery_minutes);
      assert.deepEqual(minutes, [...minutes].sort((a, b) => a - b));
      assert.equal(newest.items.length, asc.length);
      const def = (await getOk(`${path}?product_slug=${busiest.slug}&size=100`, offerPageResponse)).items;
      assert.deepEqual(def.map((o) => o.uid), asc.map((o) => o.uid), "price_asc is the default");
    });

    it("filters by supplier uid (organization__uid), provider slug, country and price", async () => {
      const sample = (await getOk(`${path}?product_slug=${busiest.slug}&size=100`, offerPageResponse)).items;
      const supplier = sample[0].supplier;
      const bySupplier = await allPages(`organization__uid=${supplier.uid}`);
      assert.ok(bySupplier.length > 0);
      assert.ok(bySupplier.every((o) => o.supplier.uid === supplier.uid), "only that supplier's offers");
      const byProvider = await getOk(`${path}?provider=${supplier.slug}&size=1`, offerPageResponse);
      assert.equal(byProvider.total, bySupplier.length, "provider slug and organization uid agree");
      const none = await getOk(`${path}?organization__uid=zzzzzzzzzz`, offerPageResponse);
      assert.equal(none.total, 0);
      assert.equal(none.pages, 0);

      const country = sample[0].country;
      const byCountry = await getOk(`${path}?product_slug=${busiest.slug}&country=${country}&size=100`, offerPageResponse);
      assert.ok(byCountry.total > 0 && byCountry.total <= busiest.offer_count);
      assert.ok(byCountry.items.every((o) => o.country === country));
      const other = sample.find((o) => o.country !== country)?.country;
      if (other) {
        const both = await getOk(`${path}?product_slug=${busiest.slug}&country=${country},${other}&size=1`, offerPageResponse);
        const justOther = await getOk(`${path}?product_slug=${busiest.slug}&country=${other}&size=1`, offerPageResponse);
        assert.equal(both.total, byCountry.total + justOther.total, "comma-separated countries are alternatives");
      }

      const monthly = (o: OfferDto) => monthlyCents(o.price.amount_cents, o.price.billing_period);
      const euros = Math.ceil(monthly(sample[Math.floor(sample.length / 2)]) / 100);
      const cheap = await getOk(`${path}?product_slug=${busiest.slug}&price_max=${euros}&size=100`, offerPageResponse);
      const dear = await getOk(`${path}?product_slug=${busiest.slug}&price_min=${euros}&size=100`, offerPageResponse);
      assert.ok(cheap.items.every((o) => monthly(o) <= euros * 100));
      assert.ok(dear.items.every((o) => monthly(o) >= euros * 100));
      assert.ok(cheap.total > 0 && dear.total > 0);
    });

    it("narrows by every facet filter to exactly the offers counted in the filter config", async () => {
      const config = await getOk("/api/core/filters/config", filtersConfigResponse);
      let checked = 0;
      for (const product of config.products) {
        for (const filter of product.filters) {
          const option = filter.options[0];
          if (!option) continue;
          const body = await getOk(
            `${path}?product_slug=${product.product_slug}&${filter.key}=${encodeURIComponent(option.value)}&size=100`,
            offerPageResponse,
          );
          assert.equal(body.total, option.count, `${product.product_slug} ${filter.key}=${option.value}`);
          assert.ok(body.items.every((o) => o.product.slug === product.product_slug));
          if (filter.key === "country") assert.ok(body.items.every((o) => o.country === option.value));
          if (filter.key === "provider") assert.ok(body.items.every((o) => o.supplier.slug === option.value));
          const unfiltered = await getOk(`${path}?product_slug=${product.product_slug}&size=1`, offerPageResponse);
          // Every offer holds exactly one value of a select filter, so one of several values narrows.
          if (filter.type === "select" && filter.options.length > 1) assert.ok(body.total < unfiltered.total, `${filter.key} narrows`);
          else assert.ok(body.total <= unfiltered.total);
          checked += 1;
        }
      }
      assert.ok(checked > 10, "facet filters were exercised");
    });

    it("keeps items matching a facet value (CPU cores)", async () => {
      const config = await getOk("/api/core/filters/config", filtersConfigResponse);
      const product = config.products.find((p) => p.category_slug === "dedicated-servers" && p.filters.some((f) => f.key === "cpu_cores"));
      if (!product) return;
      const options = product.filters.find((f) => f.key === "cpu_cores")!.options;
      const values = options.slice(0, 2).map((o) => o.value);
      const body = await getOk(`${path}?product_slug=${product.product_slug}&cpu_cores=${values.join(",")}&size=100`, offerPageResponse);
      assert.equal(body.total, options.slice(0, 2).reduce((n, o) => n + o.count, 0), "values of one key are alternatives");
      for (const o of body.items) {
        const cores = o.attributes.find((a) => a.name === "CPU cores")?.value;
        assert.ok(cores && values.includes(cores), `${o.uid} has ${cores} cores`);
      }
    });
  });
}

describe("hidden offers", () => {
  it("are never listed", async (t) => {
    if (!hiddenOfferUid) return t.skip("the seed made no hidden offer");
    const all = await allPages("");
    assert.equal(all.length, new Set(all.map((o) => o.uid)).size, "no offer twice across pages");
    assert.ok(all.every((o) => o.status === "public"));
    assert.ok(!all.some((o) => o.uid === hiddenOfferUid), "the hidden offer is not listed");
    const market = await getOk("/api/offers/marketplace?size=100", offerPageResponse);
    assert.equal(market.total, all.length);
  });
});

describe("GET /api/offers/{id}", () => {
  it("answers the public offer", async () => {
    const listed = (await getOk(`/api/offers?product_slug=${busiest.slug}&size=3`, offerPageResponse)).items[0];
    const offer = await getOk(`/api/offers/${listed.uid}`, offerDto);
    assert.deepEqual(offer, listed, "the same DTO as in the listing");
    assert.ok(offer.attributes.length > 0);
    assert.equal(offer.price.currency, "EUR");
    const ru = await getOk(`/api/offers/${listed.uid}`, offerDto, { headers: { "Accept-Language": "ru-RU" } });
    assert.equal(ru.uid, offer.uid);
    assert.equal(ru.url, `/ru${offer.url}`);
  });

  it("answers 422 for a malformed id", async () => {
    for (const id of ["ABCDEFGHIJ", "short", "abcdefghijk", "abc-defghi", "%00%00%00%00%00", "x".repeat(300)]) {
      const issues = assertIssues(await call(`/api/offers/${id}`), id);
      assert.deepEqual(issues[0].loc, ["path", "id"]);
      assert.match(issues[0].msg, /id/i);
    }
  });

  it("answers 404 for an unknown or hidden offer", async (t) => {
    assertError(await call("/api/offers/zzzzzzzzzz"), 404);
    if (!hiddenOfferUid) return t.skip("the seed made no hidden offer");
    assertError(await call(`/api/offers/${hiddenOfferUid}`), 404, "hidden offer");
  });
});

describe("GET /api/offers/countries", () => {
  it("lists countries with offers, named in the answer language", async () => {
    const shape = (await import("@/lib/catalogue/api-views")).offerCountriesResponse;
    const en = await getOk("/api/offers/countries", shape);
    assert.ok(en.items.length > 0);
    const codes = en.items.map((c) => c.code);
    assert.deepEqual(codes, [...codes].sort());
    for (const c of en.items) assert.match(c.code, /^[A-Z]{2}$/);
    const total = products.reduce((n, p) => n + p.offer_count, 0);
    assert.equal(en.items.reduce((n, c) => n + c.offer_count, 0), total, "counts add up to the public offers");
    const first = en.items[0];
    const byCountry = await getOk(`/api/offers?country=${first.code}&size=1`, offerPageResponse);
    assert.equal(byCountry.total, first.offer_count);
    const de = en.items.find((c) => c.code === "DE");
    if (de) assert.equal(de.name, "Germany");
    const ru = await getOk("/api/offers/countries", shape, { headers: { "Accept-Language": "ru" } });
    const deRu = ru.items.find((c) => c.code === "DE");
    if (deRu) assert.equal(deRu.name, "Германия");
  });

  it("narrows to one product and answers 404 for an unknown one", async () => {
    const shape = (await import("@/lib/catalogue/api-views")).offerCountriesResponse;
    const one = await getOk(`/api/offers/countries?product_slug=${busiest.slug}`, shape);
    assert.equal(one.items.reduce((n, c) => n + c.offer_count, 0), busiest.offer_count);
    assertError(await call("/api/offers/countries?product_slug=no-such-product"), 404);
    assertIssues(await call("/api/offers/countries?product_slug=%00"), "malformed product_slug");
  });
});
