import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { categoriesResponse, filtersConfigResponse } from "@/lib/catalogue/api-views";
import { settingsResponse } from "@/lib/api/settings";
import { assertError, assertIssues, call, getOk } from "../support/api-client";

describe("GET /api/core/filters/config", () => {
  it("has the filters of every active product with counts and a price range", async () => {
    const { categories } = await getOk("/api/catalog/categories", categoriesResponse);
    const config = await getOk("/api/core/filters/config", filtersConfigResponse);
    const active = categories.flatMap((c) => c.products.filter((p) => p.is_active).map((p) => ({ ...p, category_slug: c.slug })));
    assert.deepEqual(config.products.map((p) => p.product_slug).sort(), active.map((p) => p.slug).sort(), "one entry per active product");
    for (const product of config.products) {
      const summary = active.find((p) => p.slug === product.product_slug)!;
      assert.equal(product.category_slug, summary.category_slug);
      const keys = product.filters.map((f) => f.key);
      assert.ok(keys.includes("country") && keys.includes("provider"), "country and provider filters everywhere");
      assert.equal(new Set(keys).size, keys.length);
      for (const filter of product.filters) {
        assert.ok(filter.label.length > 0);
        for (const option of filter.options) assert.ok(option.count > 0, `${filter.key}=${option.value} counts offers`);
        if (filter.numeric) {
          const numbers = filter.options.map((o) => Number(o.value));
          assert.ok(numbers.every(Number.isFinite), `${filter.key} values are numbers`);
          assert.deepEqual(numbers, [...numbers].sort((a, b) => a - b), `${filter.key} sorted numerically`);
        }
        if (!filter.type || filter.type === "select") {
          const sum = filter.options.reduce((n, o) => n + o.count, 0);
          if (filter.options.length) assert.equal(sum, summary.offer_count, `${product.product_slug}.${filter.key}: every offer has one value`);
        }
      }
      assert.equal(product.price.currency, "EUR");
      if (summary.min_price) {
        assert.equal(product.price.min, Math.floor(summary.min_price.amount_cents / 100));
        assert.ok(product.price.max >= product.price.min);
      }
    }
  });

  it("labels filters in the answer language", async () => {
    const en = await getOk("/api/core/filters/config", filtersConfigResponse);
    const ru = await getOk("/api/core/filters/config", filtersConfigResponse, { headers: { "Accept-Language": "ru-RU" } });
    const enCountry = en.products[0].filters.find((f) => f.key === "country")!;
    const ruCountry = ru.products[0].filters.find((f) => f.key === "country")!;
    assert.equal(enCountry.label, "Country");
    assert.equal(ruCountry.label, "Страна");
    assert.ok(enCountry.options.every((o) => o.label && o.label.length > 0), "countries are named");
  });

  it("narrows to one product with ?product_slug=", async () => {
    const all = await getOk("/api/core/filters/config", filtersConfigResponse);
    const wanted = all.products[all.products.length - 1];
    const one = await getOk(`/api/core/filters/config?product_slug=${wanted.product_slug}`, filtersConfigResponse);
    assert.deepEqual(one.products, [wanted]);
    assertError(await call("/api/core/filters/config?product_slug=no-such-product"), 404);
    assertIssues(await call("/api/core/filters/config?product_slug=%F0%9F%92%A5"), "malformed product_slug");
  });
});

describe("GET /api/core/settings", () => {
  it("publishes the constants of spec section 9 and catalogue figures", async () => {
    const s = await getOk("/api/core/settings", settingsResponse);
    assert.equal(s.currency, "EUR");
    assert.equal(s.structured_data_currency, "EUR");
    assert.deepEqual(s.locales, ["en-US", "ru-RU"]);
    assert.equal(s.default_locale, "en-US");
    assert.deepEqual(s.page_sizes, { offers: 50, cart: 10, documents: 10 });
    assert.deepEqual(s.notifications, { timeout_ms: 5000, position: "bottom" });
    assert.equal(s.cookies.max_age_days, 30);
    assert.equal(s.cookies.same_site, "strict");
    assert.deepEqual(Object.values(s.cookies.names).sort(), ["application-device-id", "application-tables", "application_user_access"]);
    assert.deepEqual(s.byte_units, ["B", "KB", "MB", "GB", "TB", "PB"]);
    assert.equal(s.byte_unit_step, 1024);
    const { categories } = await getOk("/api/catalog/categories", categoriesResponse);
    assert.equal(s.offer_count, categories.flatMap((c) => c.products).reduce((n, p) => n + p.offer_count, 0));
    assert.ok(s.estimated_delivery_minutes > 0);
  });
});
