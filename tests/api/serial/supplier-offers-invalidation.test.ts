/**
 * Every supplier write expires the cached reads it touches: a price change,
 * a bulk hide and a CSV import each show at once on the offer page, the product's listing page, the
 * public API answer and the sitemap, all of which were served from the caches just before. The
 * offers this test makes are removed at the end. Serial: it changes the demo catalogue.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { baseUrl, call } from "../../support/api-client";
import { asBearer, signIn, withJson, type TestSession } from "../../support/session";

const PRODUCT = "linux-vps";
/** Past the front's 2-second micro-cache (ADR 0003), as a reload does: the app's own caches answer. */
const fresh = { headers: { "cache-control": "no-cache" } };
/** The cheapest first: an offer at a cent or two is on the listing's first page. */
const LISTING = `/virtual-servers/${PRODUCT}?sort=price_asc`;

type PublicOffer = { uid: string; name: string; url: string; price: { amount_cents: number }; supplier: { uid: string; slug: string } };

const page = async (path: string) => {
  const res = await fetch(`${baseUrl}${path}`, { ...fresh, redirect: "manual" });
  return { status: res.status, html: await res.text(), cache: res.headers.get("x-nextjs-cache") };
};

async function sitemapText(): Promise<string> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`, fresh)).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  assert.ok(parts.length > 0, "the sitemap index lists its parts");
  const texts = await Promise.all(parts.map(async (part) => (await fetch(`${baseUrl}${part}`, fresh)).text()));
  return texts.join("\n");
}

describe("supplier writes reach the offer page, the listing, the API and the sitemap at once", () => {
  let owner: TestSession;
  const made: string[] = [];
  const tag = Math.random().toString(36).slice(2, 8);

  before(async () => {
    const answer = await call<{ items: PublicOffer[] }>(`/api/offers?product_slug=${PRODUCT}&size=100`);
    const sellers = [...new Set(answer.body.items.map((o) => o.supplier.slug))];
    // The fourth supplier (or the last): the first ones' owners sign in in other test files (5 codes per e-mail an hour).
    owner = await signIn(`owner@${sellers[Math.min(3, sellers.length - 1)]}.example.com`);
  });
  after(async () => {
    for (const uid of made) await call(`/api/supplier/offers/${uid}`, asBearer(owner, { method: "DELETE" }));
  });

  it("a price change, then a bulk hide", async () => {
    const name = `Cache test VPS ${tag}`;
    const created = await call<{ uid: string; url: string }>(
      "/api/supplier/offers",
      asBearer(
        owner,
        withJson("POST", {
          product_slug: PRODUCT,
          name,
          price_cents: 1,
          billing_period: "month",
          country: "DE",
          stock: 5,
          delivery_minutes: 30,
          attributes: { cpu_cores: 1, ram_gb: 1, disk_type: "SSD", disk_size_gb: 10, bandwidth_gbps: 1 },
        }),
      ),
    );
    assert.equal(created.status, 201, created.text.slice(0, 300));
    const { uid, url } = created.body;
    made.push(uid);

    // Every read rendered once and then served from the caches.
    for (let i = 0; i < 2; i++) {
      assert.equal((await page(url)).status, 200);
      assert.equal((await page(LISTING)).status, 200);
    }
    assert.equal((await page(url)).cache, "HIT", "the offer page comes from the page cache");
    assert.match((await page(url)).html, /"price":"0\.01"/);
    const listed = await page(LISTING);
    assert.ok(listed.html.includes(uid) && listed.html.includes("€0.01/month"), "on the listing at €0.01");
    assert.equal((await call<PublicOffer>(`/api/offers/${uid}`, fresh)).body.price.amount_cents, 1);
    assert.ok((await sitemapText()).includes(url), "in the sitemap");

    // The price: the offer page, the listing and the API show the new one at once.
    const patched = await call(`/api/supplier/offers/${uid}`, asBearer(owner, withJson("PATCH", { price_cents: 3 })));
    assert.equal(patched.status, 200, patched.text.slice(0, 300));
    assert.match((await page(url)).html, /"price":"0\.03"/, "the offer page's new price");
    const relisted = await page(LISTING);
    assert.ok(relisted.html.includes("€0.03/month") && !relisted.html.includes("€0.01/month"), "the listing's new price");
    assert.equal((await call<PublicOffer>(`/api/offers/${uid}`, fresh)).body.price.amount_cents, 3, "the API's new price");

    // Hidden in bulk: gone from its page, the listing, the API and the sitemap at once.
    const hidden = await call("/api/supplier/offers/bulk", asBearer(owner, withJson("POST", { uids: [uid], action: "hide" })));
    assert.equal(hidden.status, 200, hidden.text.slice(0, 300));
    assert.equal((await page(url)).status, 404, "its page answers 404");
    assert.ok(!(await page(LISTING)).html.includes(uid), "not on the listing");
    assert.equal((await call(`/api/offers/${uid}`, fresh)).status, 404, "not in the API");
    assert.ok(!(await sitemapText()).includes(url), "not in the sitemap");
  });

  it("a CSV import", async () => {
    const exported = await call(`/api/supplier/offers/export?product_slug=${PRODUCT}`, asBearer(owner));
    assert.equal(exported.status, 200);
    const lines = exported.text.replace(/\n$/, "").split("\n");
    // Every listing and the sitemap are cached before the import.
    await page(LISTING);
    const sitemapBefore = await sitemapText();
    const name = `Imported cache test VPS ${tag}`;
    const template = lines[1].split(",");
    const csv = [...lines, ["", name, "2", ...template.slice(3)].join(",")].join("\n");
    const committed = await call<{ created: number }>(
      `/api/supplier/offers/import/commit?product_slug=${PRODUCT}`,
      asBearer(owner, { method: "POST", body: csv, headers: { "Content-Type": "text/csv" } }),
    );
    assert.equal(committed.status, 200, committed.text.slice(0, 300));
    assert.equal(committed.body.created, 1);

    const mine = await call<{ items: PublicOffer[] }>(`/api/offers?product_slug=${PRODUCT}&sort=price_asc&size=20`, fresh);
    const imported = mine.body.items.find((o) => o.name === name);
    assert.ok(imported, "the API lists the imported offer at once");
    made.push(imported.uid);
    assert.equal(imported.price.amount_cents, 2);
    assert.equal((await page(imported.url)).status, 200, "its page answers");
    const listing = await page(LISTING);
    assert.ok(listing.html.includes(imported.uid) && listing.html.includes(name), "on the listing at once");
    assert.ok(!sitemapBefore.includes(imported.url) && (await sitemapText()).includes(imported.url), "in the sitemap at once");
  });
});
