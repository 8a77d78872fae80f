import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { assertError, baseUrl, call } from "../../support/api-client";

/**
 * Cached pages and answers are invalidated by tag when the catalogue changes: hiding an offer through
 * the staff API removes it at once from its page, the API and the listings; publishing brings it back.
 * `Cache-Control: no-cache` makes the micro-cache of the front ask the app (a browser's reload does the same).
 */
const token = process.env.API_STAFF_TOKEN ?? "";
const fresh = { headers: { "cache-control": "no-cache" } };

type OfferPage = { items: { uid: string; url: string; product: { slug: string } }[]; total: number };

async function setStatus(uids: string[], status: string, auth = `Bearer ${token}`) {
  return call<{ updated: string[]; unknown: string[]; response_message: string }>("/api/internal/catalogue/offers/status", {
    method: "POST",
    headers: { authorization: auth, "content-type": "application/json" },
    body: JSON.stringify({ uids, status }),
  });
}

describe("catalogue invalidation", () => {
  it("hiding an offer removes it from its cached page, the API and the listing at once; publishing restores it", async () => {
    const listing = await call<OfferPage>("/api/offers?product_slug=linux-vps&size=5");
    const offer = listing.body.items[0];
    const page = async () => (await fetch(`${baseUrl}${offer.url}`, { ...fresh, redirect: "manual" })).status;
    // Render, then serve from the page cache.
    assert.equal(await page(), 200);
    const again = await fetch(`${baseUrl}${offer.url}`, fresh);
    assert.equal(again.headers.get("x-nextjs-cache"), "HIT");

    const hidden = await setStatus([offer.uid, "zzzzzzzzz9"], "hidden");
    assert.equal(hidden.status, 200, hidden.text);
    assert.deepEqual(hidden.body.updated, [offer.uid]);
    assert.deepEqual(hidden.body.unknown, ["zzzzzzzzz9"]);
    assert.ok(hidden.body.response_message);

    assert.equal(await page(), 404);
    assert.equal((await call(`/api/offers/${offer.uid}`, fresh)).status, 404);
    const after = await call<OfferPage>("/api/offers?product_slug=linux-vps&size=100", fresh);
    assert.equal(after.body.total, listing.body.total - 1);
    assert.ok(!after.body.items.some((o) => o.uid === offer.uid));

    assert.equal((await setStatus([offer.uid], "public")).status, 200);
    assert.equal(await page(), 200);
    assert.equal((await call(`/api/offers/${offer.uid}`, fresh)).status, 200);
    assert.equal((await call<OfferPage>("/api/offers?product_slug=linux-vps&size=5", fresh)).body.total, listing.body.total);
  });

  it("refuses a missing or wrong staff token with 401 and changes nothing", async () => {
    const listing = await call<OfferPage>("/api/offers?product_slug=linux-vps&size=1", fresh);
    const uid = listing.body.items[0].uid;
    assertError(await setStatus([uid], "hidden", ""), 401, "no token");
    assertError(await setStatus([uid], "hidden", `Bearer ${token}x`), 401, "wrong token");
    assertError(await setStatus([uid], "hidden", `Bearer ${"a".repeat(token.length)}`), 401, "same length");
    assert.equal((await call(`/api/offers/${uid}`, fresh)).status, 200);
  });

  it("answers bad bodies with 422 and the field", async () => {
    for (const [body, field] of [
      [{ uids: [], status: "hidden" }, "uids"],
      [{ uids: ["BAD"], status: "hidden" }, "uids"],
      [{ uids: ["abcdefghij"], status: "archived" }, "status"],
      [{ status: "hidden" }, "uids"],
    ] as const) {
      const answer = await call<{ detail: { loc: (string | number)[] }[] }>("/api/internal/catalogue/offers/status", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      assertError(answer, 422, JSON.stringify(body));
      assert.equal(answer.body.detail[0].loc[0], "body");
      assert.equal(answer.body.detail[0].loc[1], field);
    }
    const notJson = await call("/api/internal/catalogue/offers/status", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{not json",
    });
    assertError(notJson, 422, "not JSON");
  });
});
