/**
 * Stock under concurrency: 20 buyers check out the last unit of an offer at once and exactly one
 * gets it; the others are told it sold out and keep their carts (docs/buying-api.md).
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { call } from "../../support/api-client";
import { addToCart, configureAll, createProfile, offersOf, place } from "../../support/buying";
import { asBearer, signIn } from "../../support/session";

describe("the last unit in stock", () => {
  it("is sold once to 20 concurrent checkouts", async () => {
    const candidates = (await offersOf("nvidia-a100", 100)).filter((o) => o.stock >= 2 && o.stock <= 11);
    assert.ok(candidates.length, "an offer with 2–11 in stock");
    const offer = candidates[0];
    // One buyer takes all but one unit.
    const first = await signIn();
    const firstProfile = await createProfile(first);
    await addToCart(first, offer.uid, offer.stock - 1);
    await configureAll(first);
    assert.equal((await place(first, firstProfile)).status, 201);

    const buyers = await Promise.all(Array.from({ length: 20 }, () => signIn()));
    const profiles = await Promise.all(buyers.map((b) => createProfile(b)));
    for (const b of buyers) {
      await addToCart(b, offer.uid, 1);
      await configureAll(b);
    }
    const answers = await Promise.all(buyers.map((b, i) => place(b, profiles[i])));
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status === 409);
    assert.equal(won.length, 1, `statuses: ${answers.map((a) => a.status).join(",")}`);
    assert.equal(lost.length, 19);
    // Either the conditional stock update refused it (sold_out), or the offer already read as sold out (cart_blocked).
    for (const a of lost) assert.match(a.text, /sold_out|out_of_stock/);
    // Public answers may be served from the front's micro-cache for a moment (ADR 0003).
    let after = await call<{ stock: number; availability: string }>(`/api/offers/${offer.uid}`);
    for (let i = 0; i < 30 && after.body.stock !== 0; i++) {
      await new Promise((r) => setTimeout(r, 200));
      after = await call<{ stock: number; availability: string }>(`/api/offers/${offer.uid}`);
    }
    assert.equal(after.body.stock, 0);
    assert.equal(after.body.availability, "out_of_stock");
    // A loser's cart is untouched and now says why it cannot be ordered.
    const loser = buyers[answers.findIndex((a) => a.status === 409)];
    const cart = await call<{ items: { issues: { code: string }[] }[] }>("/api/cart", asBearer(loser));
    assert.equal(cart.body.items.length, 1);
    assert.ok(cart.body.items[0].issues.some((i) => i.code === "out_of_stock"));
  });
});
