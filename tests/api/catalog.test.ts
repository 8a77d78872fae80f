import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { categoriesResponse, productOptionsResponse } from "@/lib/catalogue/api-views";
import { assertError, assertIssues, call, getOk, issuesFor } from "../support/api-client";

const seededPublicOffers = Number(process.env.API_SEEDED_PUBLIC_OFFERS || NaN);

describe("GET /api/catalog/categories", () => {
  it("lists categories with their products, counts and lowest prices", async () => {
    const { categories } = await getOk("/api/catalog/categories", categoriesResponse);
    assert.ok(categories.length >= 1, "at least one category");
    let offers = 0;
    for (const c of categories) {
      assert.match(c.slug, /^[a-z0-9-]+$/);
      assert.ok(c.name.length > 0 && c.description.length > 0);
      for (const p of c.products) {
        assert.equal(p.category, c.slug, "product.category is its category's slug");
        if (p.offer_count > 0) {
          assert.ok(p.min_price, `${p.slug}: min_price with offers`);
          assert.equal(p.min_price.currency, "EUR");
          assert.ok(Number.isInteger(p.min_price.amount_cents) && p.min_price.amount_cents > 0);
        } else assert.equal(p.min_price, null);
        offers += p.offer_count;
      }
    }
    if (Number.isFinite(seededPublicOffers)) assert.equal(offers, seededPublicOffers, "offer counts add up to the public offers");
    const slugs = categories.flatMap((c) => c.products.map((p) => p.slug));
    assert.equal(new Set(slugs).size, slugs.length, "product slugs are unique");
  });

  it("answers in English by default and in Russian for Accept-Language ru / ru-RU", async () => {
    const en = await getOk("/api/catalog/categories", categoriesResponse);
    const enUs = await getOk("/api/catalog/categories", categoriesResponse, { headers: { "Accept-Language": "en-US" } });
    const ru = await getOk("/api/catalog/categories", categoriesResponse, { headers: { "Accept-Language": "ru" } });
    const ruRu = await getOk("/api/catalog/categories", categoriesResponse, { headers: { "Accept-Language": "ru-RU,ru;q=0.9,en;q=0.8" } });
    assert.deepEqual(enUs, en);
    assert.deepEqual(ruRu, ru);
    assert.deepEqual(ru.categories.map((c) => c.slug), en.categories.map((c) => c.slug), "same slugs in both languages");
    const cyrillic = /[\u0400-\u04FF]/;
    assert.ok(ru.categories.some((c) => cyrillic.test(c.name)), "some Russian category name");
    assert.ok(ru.categories.every((c) => cyrillic.test(c.description)), "Russian descriptions");
    assert.ok(en.categories.every((c) => !cyrillic.test(c.description)), "English descriptions");
    assert.ok(ru.categories.flatMap((c) => c.products).some((p) => cyrillic.test(p.name)), "some Russian product name");
    const res = await call("/api/catalog/categories", { headers: { "Accept-Language": "ru-RU" } });
    assert.equal(res.headers.get("content-language"), "ru-RU");
    assert.match(res.headers.get("vary") ?? "", /accept-language/i);
  });
});

describe("GET /api/catalog/categories/product-options", () => {
  const path = "/api/catalog/categories/product-options";

  it("lists the options of every product", async () => {
    const { categories } = await getOk("/api/catalog/categories", categoriesResponse);
    let withOptions = 0;
    for (const c of categories) {
      for (const p of c.products) {
        const body = await getOk(`${path}?category_slug=${c.slug}&product_slug=${p.slug}`, productOptionsResponse);
        assert.equal(body.category_slug, c.slug);
        assert.equal(body.product_slug, p.slug);
        if (body.items.length) withOptions += 1;
        for (const option of body.items) {
          assert.ok(option.key && option.name && option.kind);
          assert.ok(option.values.length > 0, `${p.slug}/${option.key} has values`);
          for (const v of option.values) assert.ok(Number.isInteger(v.price_cents) && v.price_cents >= 0);
        }
        assert.equal(new Set(body.items.map((o) => o.key)).size, body.items.length, "option keys unique");
      }
    }
    assert.ok(withOptions > 0, "some product has options");
  });

  it("translates option names and labels", async () => {
    const { categories } = await getOk("/api/catalog/categories", categoriesResponse);
    const c = categories[0];
    const p = c.products[0];
    const q = `${path}?category_slug=${c.slug}&product_slug=${p.slug}`;
    const en = await getOk(q, productOptionsResponse);
    const ru = await getOk(q, productOptionsResponse, { headers: { "Accept-Language": "ru-RU" } });
    assert.deepEqual(ru.items.map((o) => o.key), en.items.map((o) => o.key));
    if (en.items.length) assert.ok(ru.items.some((o, i) => o.name !== en.items[i].name), "some option name differs in Russian");
  });

  it("answers 422 when a parameter is missing or malformed", async () => {
    let issues = assertIssues(await call(path), "no parameters");
    assert.equal(issuesFor(issues, "category_slug").length, 1);
    assert.equal(issuesFor(issues, "product_slug").length, 1);
    assert.deepEqual(issues[0].loc.slice(0, 1), ["query"]);
    issues = assertIssues(await call(`${path}?category_slug=vpn`), "product_slug missing");
    assert.deepEqual(issues.map((i) => i.loc), [["query", "product_slug"]]);
    issues = assertIssues(await call(`${path}?category_slug=VPN!&product_slug=x`), "malformed slug");
    assert.deepEqual(issues.map((i) => i.loc), [["query", "category_slug"]]);
  });

  it("answers 404 for an unknown pair", async () => {
    const { categories } = await getOk("/api/catalog/categories", categoriesResponse);
    const [a, b] = categories;
    assertError(await call(`${path}?category_slug=no-such-category&product_slug=${a.products[0].slug}`), 404);
    assertError(await call(`${path}?category_slug=${a.slug}&product_slug=no-such-product`), 404);
    if (b) assertError(await call(`${path}?category_slug=${b.slug}&product_slug=${a.products[0].slug}`), 404, "product of another category");
  });
});
