import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { assertError, call } from "../../support/api-client";

/** Run by tests/run-api.ts against a server whose DATABASE_URL points at a port nothing listens on. */
describe("database unreachable", () => {
  for (const path of [
    "/api/catalog/categories",
    "/api/catalog/categories/product-options?category_slug=vpn&product_slug=vpn",
    "/api/offers",
    "/api/offers/marketplace?size=10",
    "/api/offers/abcdefghij",
    "/api/offers/countries",
    "/api/media/abcdefghij",
    "/api/core/filters/config",
    "/api/core/settings",
  ]) {
    it(`answers 503 with a detail: ${path}`, async () => {
      const answer = await call(path);
      assertError(answer, 503, path);
      assert.equal(typeof (answer.body as { detail: unknown }).detail, "string");
    });
  }

  it("still validates input (422) and serves the OpenAPI document", async () => {
    assertError(await call("/api/offers/NOT-AN-ID"), 422);
    assertError(await call("/api/offers?size=0"), 422);
    assert.equal((await call("/api/documentation/openapi.json")).status, 200);
    const ru = await call("/api/core/settings", { headers: { "Accept-Language": "ru-RU" } });
    assertError(ru, 503);
    assert.match(String((ru.body as { detail: string }).detail), /[\u0400-\u04FF]/);
  });
});
