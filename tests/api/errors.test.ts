import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { assertError, call } from "../support/api-client";

describe("unknown /api paths", () => {
  it("answer a JSON 404 for every method", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["GET", "/api"],
      ["GET", "/api/offers/abcdefghij/extra"],
      ["GET", "/api/catalog"],
      ["POST", "/api/nope"],
      ["DELETE", "/api/carts/whatever"],
      ["PUT", "/api/x/y/z"],
      ["PATCH", "/api/nope"],
    ] as const) {
      const answer = await call(path, { method });
      assertError(answer, 404, `${method} ${path}`);
      assert.deepEqual(answer.body, { detail: "Not found" });
    }
    const ru = await call("/api/nope", { headers: { "Accept-Language": "ru-RU" } });
    assertError(ru, 404);
    assert.deepEqual(ru.body, { detail: "Не найдено" });
  });
});

describe("writes to read-only routes", () => {
  it("answer a JSON 405 with the allowed methods", async () => {
    for (const [method, path] of [
      ["POST", "/api/offers"],
      ["DELETE", "/api/offers/abcdefghij"],
      ["PUT", "/api/catalog/categories"],
      ["PATCH", "/api/media/abcdefghij"],
      ["POST", "/api/documentation/openapi.json"],
    ] as const) {
      const answer = await call(path, { method });
      assertError(answer, 405, `${method} ${path}`);
      assert.equal(answer.headers.get("allow"), "GET, HEAD, OPTIONS");
    }
  });
});

describe("nasty input", () => {
  const long = "a".repeat(5000);
  const cases: string[] = [
    "/api/offers?page=%00",
    "/api/offers?size=%00",
    "/api/offers?product_slug=%00",
    `/api/offers?product_slug=${long}`,
    `/api/offers?${long}=1`,
    "/api/offers?page=1e9",
    "/api/offers?page=999999999",
    "/api/offers?page=99999999999999999999",
    "/api/offers?size=-1",
    "/api/offers?size=%20",
    "/api/offers?size=",
    "/api/offers?sort=%27%3B%20drop%20table%20offers%3B--",
    "/api/offers?country=%D0%94%D0%95",
    "/api/offers?country=,,,",
    "/api/offers?provider=%F0%9F%98%80",
    "/api/offers?price_min=1e3",
    "/api/offers?price_max=NaN",
    "/api/offers?organization__uid=%00",
    "/api/offers?product_slug=vpn&protocols=%00",
    `/api/offers?product_slug=vpn&protocols=${long}`,
    "/api/offers?product_slug=vpn&protocols=%E2%80%AE%E2%80%AE",
    "/api/offers?product_slug=a&product_slug=b",
    "/api/offers/marketplace?page=-1",
    "/api/offers/%00",
    "/api/offers/%E2%98%83%E2%98%83%E2%98%83%E2%98%83%E2%98%83",
    `/api/offers/${long}`,
    "/api/offers/countries?product_slug=%00",
    "/api/catalog/categories/product-options?category_slug=%00&product_slug=%00",
    `/api/catalog/categories/product-options?category_slug=${long}&product_slug=x`,
    "/api/catalog/categories/product-options?category_slug=%D1%84&product_slug=%D1%84",
    "/api/core/filters/config?product_slug=%00",
    `/api/core/filters/config?product_slug=${long}`,
    "/api/media/%00",
    "/api/media/..%2F..%2Fetc%2Fpasswd",
    `/api/media/${long}`,
  ];

  for (const path of cases) {
    it(`never a 500: ${path.slice(0, 80)}`, async () => {
      const answer = await call(path);
      assert.ok(answer.status < 500, `${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      if (answer.status >= 400) assertError(answer, answer.status, path.slice(0, 80));
    });
  }

  it("bad input is answered with 4xx, not a 200", async () => {
    for (const path of ["/api/offers?page=1e9", "/api/offers?size=-1", "/api/offers/%00", "/api/media/%00", `/api/offers?${long}=1`]) {
      const answer = await call(path);
      assert.ok(answer.status >= 400 && answer.status < 500, `${path}: ${answer.status}`);
    }
  });

  it("Accept-Language garbage falls back to English", async () => {
    for (const value of ["", "*", "xx-YY", "ru;q=abc", ";;;,,,", "en;q=0.9,ru;q=0.8", "ru;q=0"]) {
      const answer = await call("/api/offers/zzzzzzzzzz", { headers: { "Accept-Language": value } });
      assertError(answer, 404, value);
      assert.match(String((answer.body as { detail: string }).detail), /not found/i, value);
    }
    const ru = await call("/api/offers/zzzzzzzzzz", { headers: { "Accept-Language": "en;q=0.5,ru-RU;q=0.9" } });
    assert.match(String((ru.body as { detail: string }).detail), /не найдено/i);
  });
});
