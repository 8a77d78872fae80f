import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { baseUrl, call } from "../../support/api-client";
import { waitForMail } from "../../support/mail";
import { asBearer, signIn, withJson } from "../../support/session";

/**
 * Blocking an organisation takes every one of its offers out of the catalogue at once (listing,
 * offer page, the API, its provider page, the sitemap), and unblocking brings exactly those back.
 * Serial: it changes the shared demo catalogue.
 */
const fresh = { headers: { "cache-control": "no-cache" } };
type OfferPage = { items: { uid: string; url: string; supplier: { uid: string; slug?: string } }[]; total: number };

describe("blocking a supplier", () => {
  it("suspends its offers everywhere and restores them on unblock; the owner is told", async () => {
    const staff = await signIn("staff@example.com");
    const listing = await call<OfferPage>("/api/offers?product_slug=linux-vps&size=5");
    const offer = listing.body.items[0];
    const orgUid = offer.supplier.uid;
    const before = await call<OfferPage>(`/api/offers?organization__uid=${orgUid}&size=1`, fresh);
    assert.ok(before.body.total > 0);
    const detail = await call<{ slug: string; status: string }>(`/api/staff/organizations/${orgUid}`, asBearer(staff));
    assert.equal(detail.body.status, "approved");
    const providerPage = async () => (await fetch(`${baseUrl}/provider/${detail.body.slug}`, { ...fresh, redirect: "manual" })).status;
    const offerPage = async () => (await fetch(`${baseUrl}${offer.url}`, { ...fresh, redirect: "manual" })).status;
    assert.equal(await providerPage(), 200);
    assert.equal(await offerPage(), 200);

    const blocked = await call<{ status: string }>(`/api/staff/organizations/${orgUid}/decision`, asBearer(staff, withJson("POST", { action: "block", comment: "Unpaid fees" })));
    assert.equal(blocked.status, 200, blocked.text.slice(0, 300));
    assert.equal(blocked.body.status, "blocked");
    assert.equal((await call<OfferPage>(`/api/offers?organization__uid=${orgUid}&size=1`, fresh)).body.total, 0);
    assert.equal((await call(`/api/offers/${offer.uid}`, fresh)).status, 404);
    assert.equal(await offerPage(), 404);
    assert.equal(await providerPage(), 404);
    const index = await (await fetch(`${baseUrl}/sitemap.xml`, fresh)).text();
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    assert.ok(parts.length > 0, "the sitemap index lists its parts");
    for (const part of parts) assert.ok(!(await (await fetch(`${baseUrl}${part}`, fresh)).text()).includes(offer.uid), `not in ${part}`);
    await waitForMail(`owner@${detail.body.slug}.example.com`, { subject: /blocked/i });

    const unblocked = await call<{ status: string }>(`/api/staff/organizations/${orgUid}/decision`, asBearer(staff, withJson("POST", { action: "unblock", comment: "" })));
    assert.equal(unblocked.body.status, "approved");
    assert.equal((await call<OfferPage>(`/api/offers?organization__uid=${orgUid}&size=1`, fresh)).body.total, before.body.total);
    assert.equal(await offerPage(), 200);
    assert.equal(await providerPage(), 200);
  });
});
