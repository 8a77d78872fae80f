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
import { advanceClock, appNow, eventually } from "../../support/clock";
import { signedDelivery } from "../../support/stripe-fake";
import { asBearer, asBrowser, signIn, type TestSession } from "../../support/session";

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

/*
 * Money after the stock hold: these tests move the app's clock (tests/support/clock.ts), so they run
 * after the ones above, one at a time, each with a buyer of its own.
 */
type HoldDetail = Omit<Detail, "payments"> & { reserved_until: string | null; payments: { uid: string; status: string; failure_reason: string | null; expires_at: string; refunded_at: string | null }[] };

const detailOf = (buyer: TestSession, uid: string) => call<HoldDetail>(`/api/orders/${uid}`, asBearer(buyer)).then((a) => a.body);
const fakeSession = (session: string) => control("session", { session }) as Promise<{ status: string; expires_at: number; payment_intent: { id: string; amount: number } | null }>;
const fakeRefunds = (session: string) => control("refunds", { session }).then((a) => (a as { data: { amount: number; payment_intent: string }[] }).data);

/** Moves the app's clock past the order's hold (and past any session of it). */
async function pastHold(buyer: TestSession, uid: string): Promise<void> {
  const detail = await detailOf(buyer, uid);
  assert.ok(detail.reserved_until, `order ${uid} holds stock`);
  advanceClock(Date.parse(detail.reserved_until) - appNow() + 60_000);
}

describe("Stripe: money after the stock hold", () => {
  let profile: string;
  const buyerWithProfile = async () => {
    const buyer = await signIn();
    profile = await createProfile(buyer);
    return buyer;
  };

  it("a capture that arrives after the hold ran out is recorded and refunded, and its webhook answers 200", async () => {
    const buyer = await buyerWithProfile();
    const placed = await freshOrder(buyer, profile);
    const session = sessionOf(placed);
    // The buyer pays at the last moment; Stripe cannot be reached when the hold is released, so
    // the session cannot be expired and the webhook is the first to tell.
    await control("paid", { session });
    await control("mode", { mode: "error500" });
    try {
      await pastHold(buyer, placed.order.uid);
      await eventually(() => detailOf(buyer, placed.order.uid), (d) => d.status === "cancelled", "the hold is released");
    } finally {
      await control("mode", { mode: "ok" });
    }
    const event = await control("event", { session, type: "checkout.session.completed" });
    const delivered = await deliver(event);
    assert.equal(delivered.status, 200, delivered.text.slice(0, 300));
    const detail = await eventually(() => detailOf(buyer, placed.order.uid), (d) => d.payments[0]?.status === "refunded", "the capture is refunded", 60_000);
    assert.equal(detail.status, "cancelled");
    assert.equal(detail.resources.length, 0);
    assert.equal(detail.invoice, null);
    assert.ok(detail.payments[0].refunded_at);
    const refunds = await fakeRefunds(session);
    assert.equal(refunds.length, 1, "exactly one refund at Stripe");
    assert.equal(refunds[0].amount, placed.order.total_cents);
    const staff = await signIn("staff@example.com");
    const refundedList = await call<{ items: { uid: string; refund_id: string | null }[] }>("/api/staff/payments?status=refunded", asBearer(staff));
    assert.match(refundedList.body.items.find((p) => p.uid === detail.payments[0].uid)?.refund_id ?? "", /^re_/);
    // Stripe delivers the same event again: nothing more happens.
    assert.equal((await deliver(event)).body.outcome, "duplicate");
    assert.equal((await fakeRefunds(session)).length, 1);
  });

  it("releasing the hold expires the open session at Stripe; a capture that beat it is refunded", async () => {
    const buyer = await buyerWithProfile();
    const open = await freshOrder(buyer, profile);
    const raced = await freshOrder(buyer, profile);
    await control("paid", { session: sessionOf(raced) });
    await pastHold(buyer, raced.order.uid);
    await eventually(() => fakeSession(sessionOf(open)), (s) => s.status === "expired", "the open session is expired at Stripe");
    const detail = await eventually(() => detailOf(buyer, raced.order.uid), (d) => d.payments[0]?.status === "refunded", "the raced capture is refunded", 60_000);
    assert.equal(detail.status, "cancelled");
    assert.equal((await fakeRefunds(sessionOf(raced))).length, 1);
    assert.equal((await detailOf(buyer, open.order.uid)).status, "cancelled");
  });

  it("a retry opens a session that ends within the order's hold, and expires the declined one", async () => {
    const buyer = await buyerWithProfile();
    const placed = await freshOrder(buyer, profile);
    const first = sessionOf(placed);
    await control("failed", { session: first, failure: "declined" });
    await call(`/api/orders/${placed.order.uid}/payment/check`, asBearer(buyer, { method: "POST" }));
    // 35 minutes later the buyer tries again: the new session must not outlive the hold, which is
    // stretched to cover it (the first session ended 5 minutes ago, inside the grace for a retry).
    advanceClock(35 * 60_000);
    const retry = await call<{ payment: { redirect_url: string } }>(`/api/orders/${placed.order.uid}/payment`, asBearer(buyer, { method: "POST", headers: { "Idempotency-Key": randomUUID() } }));
    assert.equal(retry.status, 200, retry.text.slice(0, 300));
    const second = retry.body.payment.redirect_url.split("/pay/")[1];
    const detail = await detailOf(buyer, placed.order.uid);
    assert.ok(detail.reserved_until);
    const stripeSession = await fakeSession(second);
    assert.ok(stripeSession.expires_at * 1000 <= Date.parse(detail.reserved_until), `session ends ${new Date(stripeSession.expires_at * 1000).toISOString()}, hold ${detail.reserved_until}`);
    await eventually(() => fakeSession(first), (s) => s.status === "expired", "the declined session is expired at Stripe");
    assert.deepEqual(detail.payments.map((p) => p.status), ["cancelled", "pending"]);
    // A capture of the first session that slipped through anyway is refunded; the order is paid once.
    await control("paid", { session: second });
    assert.equal((await deliver(await control("event", { session: second, type: "checkout.session.completed" }))).status, 200);
    await control("paid", { session: first });
    assert.equal((await deliver(await control("event", { session: first, type: "checkout.session.completed" }))).status, 200);
    const settled = await eventually(() => detailOf(buyer, placed.order.uid), (d) => d.payments[0]?.status === "refunded", "the second capture is refunded", 60_000);
    assert.equal(settled.status, "paid");
    assert.deepEqual(settled.payments.map((p) => p.status), ["refunded", "paid"]);
  });

  it("a capture that does not match the payment is held for staff, not marked paid", async () => {
    const buyer = await buyerWithProfile();
    const placed = await freshOrder(buyer, profile);
    const session = sessionOf(placed);
    await control("paid", { session });
    const event = (await control("event", { session, type: "checkout.session.completed" })) as { data: { object: Record<string, unknown> } };
    event.data.object.amount_total = placed.order.total_cents - 100;
    const delivered = await deliver(event);
    assert.equal(delivered.status, 200, delivered.text.slice(0, 300));
    const detail = await detailOf(buyer, placed.order.uid);
    assert.equal(detail.status, "awaiting_payment");
    assert.equal(detail.payments[0].status, "review");
    assert.equal(detail.resources.length, 0);
    // Staff see it with what differs; nobody else does.
    type StaffList = { items: { uid: string; review_reason: string | null; order: { number: number } }[] };
    const staff = await signIn("staff@example.com");
    const listed = await call<StaffList>("/api/staff/payments?status=review", asBearer(staff));
    assert.equal(listed.status, 200, listed.text.slice(0, 300));
    const row = listed.body.items.find((p) => p.uid === detail.payments[0].uid);
    assert.match(row?.review_reason ?? "", new RegExp(`amount ${placed.order.total_cents - 100} instead of ${placed.order.total_cents}`));
    assertError(await call("/api/staff/payments", asBearer(buyer)), 403, "a buyer");
    assertError(await call("/api/staff/payments"), 401, "anonymous");
    const page = await call<string>("/staff/payments", asBrowser(staff));
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`amount ${placed.order.total_cents - 100} instead of`));
    const buyerPage = await call<string>("/staff/payments", asBrowser(buyer));
    assert.match(buyerPage.text, /For marketplace staff only/);
    assert.doesNotMatch(buyerPage.text, /instead of/);
  });

  it("a session that ended unpaid releases the stock after a short grace for a retry", async () => {
    const buyer = await buyerWithProfile();
    const placed = await freshOrder(buyer, profile);
    await control("expired", { session: sessionOf(placed) });
    assert.equal((await deliver(await control("event", { session: sessionOf(placed), type: "checkout.session.expired" }))).status, 200);
    // Still held at first (the buyer may try again) …
    advanceClock(2 * 60_000);
    assert.equal((await detailOf(buyer, placed.order.uid)).status, "awaiting_payment");
    // … but not for the rest of the hour: the session's end plus the grace, and the stock is back.
    const payment = (await detailOf(buyer, placed.order.uid)).payments[0];
    advanceClock(Date.parse(payment.expires_at) - appNow() + 11 * 60_000);
    await eventually(() => detailOf(buyer, placed.order.uid), (d) => d.status === "cancelled", "the hold is released after the grace");
  });
});

describe("with Stripe configured, the demo provider and test-only routes are gone", () => {
  it("the demo payment API and page answer 404, for any session and any method", async () => {
    const buyer = await signIn();
    const profile = await createProfile(buyer);
    const placed = await freshOrder(buyer, profile);
    assert.doesNotMatch(placed.payment.redirect_url, /\/pay\/demo\//, "checkout went to Stripe");
    const session = `demo_cs_${randomUUID().replaceAll("-", "")}`;
    assertError(await call(`/api/payments/demo/${session}`), 404, "GET demo session");
    const card = { card_number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };
    assertError(await call(`/api/payments/demo/${session}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(card) }), 404, "POST a test card");
    for (const path of [`/pay/demo/${session}`, `/ru/pay/demo/${session}`]) {
      const page = await call(path);
      assert.equal(page.status, 404, `${path}: ${page.status}`);
      assert.match(page.headers.get("cache-control") ?? "", /private|no-store/, `${path}: shareable`);
    }
  });

  it("the database fingerprint (a test helper) answers 404 unless the test runner turns it on", async () => {
    const answer = await call("/api/internal/database/fingerprint", { headers: { Authorization: `Bearer ${process.env.API_STAFF_TOKEN}` } });
    assertError(answer, 404, "fingerprint without TEST_DATABASE_FINGERPRINT_API");
    assert.doesNotMatch(answer.text, /"tables"/);
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
