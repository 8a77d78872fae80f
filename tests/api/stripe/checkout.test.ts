/**
 * Checkout through Stripe (PAYMENT_PROVIDER=stripe): the app opens a Checkout Session through the
 * official `stripe` package against a loopback server answering Stripe's API shapes
 * (tests/support/stripe-fake.ts, STRIPE_API_URL), and settles orders from the signed webhook and from
 * the buyer's return, in any order and any number of times. Webhook signatures are made with
 * Stripe's own test-header helper.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, describe, it } from "node:test";
import { assertError, call } from "../../support/api-client";
import { addToCart, configureAll, createProfile, place, twoSupplierOffers, type Placed } from "../../support/buying";
import { signedDelivery } from "../../support/stripe-fake";
import { asBearer, signIn, type TestSession } from "../../support/session";

const fakeUrl = process.env.STRIPE_API_URL!;
const secret = process.env.STRIPE_WEBHOOK_SECRET!;

const control = async (action: string, params: Record<string, string>) => {
  const res = await fetch(`${fakeUrl}/_control/${action}?${new URLSearchParams(params)}`, { method: "POST" });
  assert.equal(res.status, 200, `fake ${action}: ${await res.clone().text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};

const sessionOf = (placed: Placed) => placed.payment.redirect_url.split("/pay/")[1];

async function deliver(payload: unknown, withSecret = secret) {
  const { body, headers } = signedDelivery(payload, withSecret);
  return call<{ outcome: string }>("/api/payments/webhook/stripe", { method: "POST", body, headers });
}

type Detail = { status: string; payments: { status: string; failure_reason: string | null }[]; invoice: { number: string } | null; resources: unknown[] };

async function freshOrder(buyer: TestSession, profile: string): Promise<Placed> {
  const [offer] = await twoSupplierOffers();
  await addToCart(buyer, offer.uid, 1);
  await configureAll(buyer);
  const placed = await place(buyer, profile);
  assert.equal(placed.status, 201, placed.text.slice(0, 300));
  return placed.body;
}

describe("Stripe checkout", () => {
  let buyer: TestSession;
  let profile: string;
  before(async () => {
    buyer = await signIn();
    profile = await createProfile(buyer);
  });

  it("opens a Checkout Session and settles the order from the signed webhook, once", async () => {
    const placed = await freshOrder(buyer, profile);
    assert.match(placed.payment.redirect_url, new RegExp(`^${fakeUrl}/pay/cs_`));
    const session = sessionOf(placed);
    await control("paid", { session });
    const event = await control("event", { session, type: "checkout.session.completed" });
    const first = await deliver(event);
    assert.equal(first.status, 200);
    assert.equal(first.body.outcome, "applied");
    const again = await deliver(event);
    assert.equal(again.body.outcome, "duplicate");
    const detail = await call<Detail>(`/api/orders/${placed.order.uid}`, asBearer(buyer));
    assert.equal(detail.body.status, "paid");
    assert.equal(detail.body.payments.filter((p) => p.status === "paid").length, 1);
    assert.ok(detail.body.invoice);
    // The buyer's return after the webhook changes nothing.
    const check = await call<{ status: string }>(`/api/orders/${placed.order.uid}/payment/check`, asBearer(buyer, { method: "POST" }));
    assert.equal(check.body.status, "paid");
  });

  it("the return may come first; the webhook afterwards changes nothing", async () => {
    const placed = await freshOrder(buyer, profile);
    const session = sessionOf(placed);
    await control("paid", { session });
    const check = await call<{ status: string }>(`/api/orders/${placed.order.uid}/payment/check`, asBearer(buyer, { method: "POST" }));
    assert.equal(check.body.status, "paid");
    const event = await control("event", { session, type: "checkout.session.completed" });
    const late = await deliver(event);
    assert.equal(late.status, 200);
    const detail = await call<Detail>(`/api/orders/${placed.order.uid}`, asBearer(buyer));
    assert.equal(detail.body.payments.length, 1);
    assert.equal(detail.body.resources.length, 1);
  });

  it("a declined card and an unreachable issuer are read back with the spec's text", async () => {
    const placed = await freshOrder(buyer, profile);
    const session = sessionOf(placed);
    await control("failed", { session, failure: "declined" });
    const declined = await call<{ status: string; payment: { failure_reason: string } }>(`/api/orders/${placed.order.uid}/payment/check`, asBearer(buyer, { method: "POST" }));
    assert.equal(declined.body.status, "awaiting_payment");
    assert.equal(declined.body.payment.failure_reason, "declined");
    await control("failed", { session, failure: "issuer_not_available" });
    const unreachable = await call<{ message: string }>(`/api/orders/${placed.order.uid}/payment/check`, asBearer(buyer, { method: "POST" }));
    assert.equal(unreachable.body.message, "We cannot connect with your bank issuer. Payment can not be processed");
    // The buyer tries another card on the same session: paid.
    await control("paid", { session });
    const paid = await call<{ status: string }>(`/api/orders/${placed.order.uid}/payment/check`, asBearer(buyer, { method: "POST" }));
    assert.equal(paid.body.status, "paid");
  });

  it("an expired session lets the buyer pay again with a new one", async () => {
    const placed = await freshOrder(buyer, profile);
    await control("expired", { session: sessionOf(placed) });
    const event = await control("event", { session: sessionOf(placed), type: "checkout.session.expired" });
    assert.equal((await deliver(event)).body.outcome, "applied");
    const retry = await call<{ payment: { redirect_url: string; status: string } }>(`/api/orders/${placed.order.uid}/payment`, asBearer(buyer, { method: "POST", headers: { "Idempotency-Key": randomUUID() } }));
    assert.equal(retry.status, 200, retry.text.slice(0, 300));
    assert.notEqual(retry.body.payment.redirect_url, placed.payment.redirect_url);
    const session = retry.body.payment.redirect_url.split("/pay/")[1];
    await control("paid", { session });
    assert.equal((await deliver(await control("event", { session, type: "checkout.session.completed" }))).body.outcome, "applied");
    const detail = await call<Detail>(`/api/orders/${placed.order.uid}`, asBearer(buyer));
    assert.equal(detail.body.status, "paid");
    assert.deepEqual(detail.body.payments.map((p) => p.status), ["expired", "paid"]);
  });

  it("refuses a bad signature with 400 and nothing changes", async () => {
    const placed = await freshOrder(buyer, profile);
    const session = sessionOf(placed);
    await control("paid", { session });
    const event = await control("event", { session, type: "checkout.session.completed" });
    assertError(await deliver(event, "whsec_wrong"), 400, "wrong secret");
    const tampered = signedDelivery(event, secret);
    assertError(await call("/api/payments/webhook/stripe", { method: "POST", body: tampered.body.replace("complete", "c0mplete"), headers: tampered.headers }), 400, "tampered");
    assertError(await call("/api/payments/webhook/stripe", { method: "POST", body: tampered.body, headers: { "content-type": "application/json" } }), 400, "no signature");
    const detail = await call<Detail>(`/api/orders/${placed.order.uid}`, asBearer(buyer));
    assert.equal(detail.body.status, "awaiting_payment");
  });

  it("answers 'Payments is unavailable at this moment' when Stripe cannot be reached, and the same key succeeds later", async () => {
    const [offer] = await twoSupplierOffers();
    await addToCart(buyer, offer.uid, 1);
    await configureAll(buyer);
    const key = randomUUID();
    await control("mode", { mode: "error500" });
    try {
      const down = await place(buyer, profile, key);
      assertError(down, 503, "Stripe down");
      assert.match(down.text, /Payments is unavailable at this moment/);
    } finally {
      await control("mode", { mode: "ok" });
    }
    const later = await place(buyer, profile, key);
    assert.equal(later.status, 200, later.text.slice(0, 300));
    assert.match(later.body.payment.redirect_url, /\/pay\/cs_/);
    assert.equal(later.body.order.status, "awaiting_payment");
  });
});

describe("Stripe webhook body limit", () => {
  it("a chunked body past the limit answers 413 while it streams, not 400 'Bad signature' after reading it all", async () => {
    const { headers } = signedDelivery({ id: "evt_big", type: "checkout.session.completed" }, secret);
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    // 4 MB with no Content-Length (chunked): only the stream's own reader can stop it.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 64) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const answer = await call("/api/payments/webhook/stripe", { method: "POST", body, headers, duplex: "half" } as RequestInit);
    assertError(answer, 413, "oversized webhook");
    assert.equal((answer.body as { detail: { code: string } }).detail.code, "body_too_large");
  });
});
