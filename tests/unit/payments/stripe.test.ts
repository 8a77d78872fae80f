import Stripe from "stripe";
import { createStripeProvider, failureReason, sessionState } from "@/lib/payments/stripe";
import type { CheckoutInput, PaymentProvider } from "@/lib/payments/types";
import { parseStripeForm, signedDelivery, startStripeFake, type StripeFake } from "../../support/stripe-fake";

const SECRET_KEY = "sk_test_fake_0123456789abcdef";
const WEBHOOK_SECRET = "whsec_test_0123456789abcdef";

let fake: StripeFake;
let provider: PaymentProvider;
let errorLog: jest.SpyInstance;

beforeAll(async () => {
  fake = await startStripeFake();
  provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.setMode("ok");
  errorLog = jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  errorLog.mockRestore();
});

let counter = 0;
function input(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  counter += 1;
  return {
    paymentUid: `pay_${counter}_${Date.now()}`,
    orderUid: `ord_${counter}`,
    orderNumber: 1000 + counter,
    amountCents: 12_345,
    currency: "EUR",
    description: `Order ${1000 + counter}`,
    customerEmail: "buyer@example.test",
    locale: "ru",
    successUrl: "http://localhost:3000/orders/x/paid?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://localhost:3000/orders/x",
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    ...overrides,
  };
}

async function created(overrides: Partial<CheckoutInput> = {}): Promise<string> {
  const result = await provider.createCheckout(input(overrides));
  if (!result.ok) throw new Error("createCheckout failed");
  return result.data.sessionId;
}

describe("Stripe provider: Checkout Sessions (lib/payments/stripe.ts)", () => {
  it("is the stripe provider", () => {
    expect(provider.id).toBe("stripe");
  });

  it("creates a payment-mode session carrying amount, currency, metadata and expiry", async () => {
    const data = input();
    const result = await provider.createCheckout(data);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.sessionId).toMatch(/^cs_test_/);
    expect(result.data.redirectUrl).toBe(`${fake.url}/pay/${result.data.sessionId}`);

    const request = fake.createRequests.at(-1)!;
    expect(request.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.idempotencyKey).toBe(`checkout-${data.paymentUid}`);
    const metadata = { payment_uid: data.paymentUid, order_uid: data.orderUid };
    expect(request.params).toEqual({
      mode: "payment",
      line_items: [{ price_data: { currency: "eur", unit_amount: "12345", product_data: { name: data.description } }, quantity: "1" }],
      customer_email: "buyer@example.test",
      client_reference_id: data.orderUid,
      metadata,
      payment_intent_data: { metadata },
      locale: "ru",
      success_url: data.successUrl,
      cancel_url: data.cancelUrl,
      expires_at: String(Math.floor(data.expiresAt.getTime() / 1000)),
    });

    const session = fake.sessions.get(result.data.sessionId)!;
    expect(session).toMatchObject({ status: "open", payment_status: "unpaid", amount_total: 12_345, currency: "eur", metadata });
  });

  it("answers the same session for the same paymentUid (idempotency key)", async () => {
    const data = input();
    const first = await provider.createCheckout(data);
    const second = await provider.createCheckout({ ...data });
    expect(first).toEqual(second);
    expect(first.ok && fake.sessions.has(first.data.sessionId)).toBe(true);
    const keys = fake.createRequests.slice(-2).map((r) => r.idempotencyKey);
    expect(keys).toEqual([`checkout-${data.paymentUid}`, `checkout-${data.paymentUid}`]);
    // A different payment makes a different session.
    const other = await provider.createCheckout(input());
    expect(other.ok && first.ok && other.data.sessionId !== first.data.sessionId).toBe(true);
  });

  it("is unavailable when a retry reuses the paymentUid with different parameters (Stripe's idempotency_error)", async () => {
    const data = input();
    expect((await provider.createCheckout(data)).ok).toBe(true);
    const changed = await provider.createCheckout({ ...data, expiresAt: new Date(data.expiresAt.getTime() + 60_000) });
    expect(changed).toEqual({ ok: false, error: "unavailable" });
    expect(errorLog.mock.calls.join(" ")).toMatch(/idempotency/i);
  });

  it("is unavailable when Stripe refuses the request (expiry under 30 minutes)", async () => {
    const result = await provider.createCheckout(input({ expiresAt: new Date(Date.now() + 5 * 60 * 1000) }));
    expect(result).toEqual({ ok: false, error: "unavailable" });
  });

  it("reads an open session as pending", async () => {
    const id = await created();
    expect(await provider.retrieveState(id)).toEqual({ ok: true, data: { status: "pending" } });
  });

  it("reads a paid session as paid with amount, upper-case currency and payment intent id", async () => {
    const id = await created({ amountCents: 4_990, currency: "USD" });
    fake.setPaid(id);
    const pi = fake.sessions.get(id)!.payment_intent;
    expect(pi).toMatch(/^pi_/);
    expect(await provider.retrieveState(id)).toEqual({
      ok: true,
      data: { status: "paid", amountCents: 4_990, currency: "USD", providerPaymentId: pi },
    });
    expect(fake.paymentIntents.get(pi!)!.metadata.payment_uid).toBeDefined();
  });

  it("reads declined cards as failed: declined", async () => {
    const id = await created();
    fake.setFailed(id, "declined");
    expect(await provider.retrieveState(id)).toEqual({ ok: true, data: { status: "failed", reason: "declined" } });
    const poor = await created();
    fake.setFailed(poor, "insufficient_funds");
    expect(await provider.retrieveState(poor)).toEqual({ ok: true, data: { status: "failed", reason: "declined" } });
  });

  it("reads processing errors and an unavailable issuer as failed: issuer_unreachable", async () => {
    const id = await created();
    fake.setFailed(id, "processing_error");
    expect(await provider.retrieveState(id)).toEqual({ ok: true, data: { status: "failed", reason: "issuer_unreachable" } });
    const issuer = await created();
    fake.setFailed(issuer, "issuer_not_available");
    expect(await provider.retrieveState(issuer)).toEqual({ ok: true, data: { status: "failed", reason: "issuer_unreachable" } });
  });

  it("reads an expired session as expired", async () => {
    const id = await created();
    fake.setExpired(id);
    expect(await provider.retrieveState(id)).toEqual({ ok: true, data: { status: "expired" } });
  });

  it("is unavailable for an unknown session", async () => {
    expect(await provider.retrieveState("cs_test_missing")).toEqual({ ok: false, error: "unavailable" });
  });

  it("is unavailable when Stripe answers 500 (after its retries), never logging the key", async () => {
    const id = await created();
    fake.setMode("error500");
    const before = fake.requestCount();
    const [create, state] = await Promise.all([provider.createCheckout(input()), provider.retrieveState(id)]);
    expect(create).toEqual({ ok: false, error: "unavailable" });
    expect(state).toEqual({ ok: false, error: "unavailable" });
    expect(fake.requestCount() - before).toBe(6); // each call: 1 + maxNetworkRetries 2
    expect(errorLog).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(errorLog.mock.calls)).not.toContain(SECRET_KEY);
  }, 20_000);

  it("is unavailable when connections drop", async () => {
    const id = await created();
    fake.setMode("drop");
    const [create, state] = await Promise.all([provider.createCheckout(input()), provider.retrieveState(id)]);
    expect(create).toEqual({ ok: false, error: "unavailable" });
    expect(state).toEqual({ ok: false, error: "unavailable" });
  }, 20_000);

  it("is unavailable when nothing listens", async () => {
    const down = await startStripeFake();
    await down.close();
    const offline = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: down.url });
    expect(await offline.createCheckout(input())).toEqual({ ok: false, error: "unavailable" });
    expect(JSON.stringify(errorLog.mock.calls)).not.toContain(SECRET_KEY);
  }, 20_000);
});

describe("Stripe provider: state mapping", () => {
  const base = { id: "cs_test_1", object: "checkout.session", amount_total: 500, currency: "eur", metadata: {} };
  const session = (fields: Record<string, unknown>): Stripe.Checkout.Session => ({ ...base, ...fields }) as unknown as Stripe.Checkout.Session;
  const pi = (fields: Record<string, unknown>): Record<string, unknown> => ({ id: "pi_1", object: "payment_intent", status: "requires_payment_method", last_payment_error: null, ...fields });

  it("maps session status and payment status", () => {
    expect(sessionState(session({ status: "complete", payment_status: "paid", payment_intent: "pi_1" }))).toEqual({
      status: "paid",
      amountCents: 500,
      currency: "EUR",
      providerPaymentId: "pi_1",
    });
    expect(sessionState(session({ status: "complete", payment_status: "no_payment_required", payment_intent: null }))).toMatchObject({ status: "paid", providerPaymentId: null });
    // A delayed payment method still processing.
    expect(sessionState(session({ status: "complete", payment_status: "unpaid", payment_intent: pi({ status: "processing" }) }))).toEqual({ status: "pending" });
    expect(sessionState(session({ status: "open", payment_status: "unpaid", payment_intent: null }))).toEqual({ status: "pending" });
    expect(sessionState(session({ status: "open", payment_status: "unpaid", payment_intent: pi({}) }))).toEqual({ status: "pending" });
    expect(sessionState(session({ status: "expired", payment_status: "unpaid", payment_intent: null }))).toEqual({ status: "expired" });
  });

  it("classifies payment errors", () => {
    const reason = (fields: Record<string, string>) => failureReason(fields as unknown as Stripe.PaymentIntent.LastPaymentError);
    expect(reason({ type: "card_error", code: "card_declined", decline_code: "generic_decline" })).toBe("declined");
    expect(reason({ type: "card_error", code: "expired_card" })).toBe("declined");
    expect(reason({ type: "card_error", code: "card_declined", decline_code: "try_again_later" })).toBe("issuer_unreachable");
    expect(reason({ type: "card_error", code: "processing_error" })).toBe("issuer_unreachable");
    expect(reason({ type: "api_error", code: "payment_intent_authentication_failure" })).toBe("other");
    expect(reason({ type: "invalid_request_error" })).toBe("other");
  });
});

describe("Stripe provider: webhooks", () => {
  const sessionObject = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
    id: "cs_test_webhook",
    object: "checkout.session",
    status: "complete",
    payment_status: "paid",
    amount_total: 2_500,
    currency: "eur",
    metadata: { payment_uid: "pay_webhook", order_uid: "ord_webhook" },
    payment_intent: "pi_webhook",
    ...fields,
  });

  it("turns a signed checkout.session.completed (paid) into a paid event", () => {
    const event = fake.event("checkout.session.completed", sessionObject());
    const { body, headers } = signedDelivery(event, WEBHOOK_SECRET);
    expect(provider.parseWebhook(body, headers)).toEqual({
      ok: true,
      event: {
        eventId: event.id,
        sessionId: "cs_test_webhook",
        paymentUid: "pay_webhook",
        state: { status: "paid", amountCents: 2_500, currency: "EUR", providerPaymentId: "pi_webhook" },
      },
    });
  });

  it("signs what the fake's sessions look like (an event from a paid fake session)", async () => {
    const data = input();
    const id = await created(data);
    fake.setPaid(id);
    const { body, headers } = signedDelivery(fake.event("checkout.session.completed", id), WEBHOOK_SECRET);
    const parsed = provider.parseWebhook(body, headers);
    expect(parsed.ok && parsed.event).toMatchObject({ sessionId: id, paymentUid: data.paymentUid, state: { status: "paid", amountCents: 12_345, currency: "EUR" } });
  });

  it("maps the other checkout events", () => {
    const parse = (type: string, fields: Record<string, unknown> = {}) => {
      const { body, headers } = signedDelivery(fake.event(type, sessionObject(fields)), WEBHOOK_SECRET);
      const parsed = provider.parseWebhook(body, headers);
      return parsed.ok ? parsed.event?.state : parsed;
    };
    expect(parse("checkout.session.completed", { payment_status: "unpaid" })).toEqual({ status: "pending" });
    expect(parse("checkout.session.async_payment_succeeded")).toMatchObject({ status: "paid", providerPaymentId: "pi_webhook" });
    expect(parse("checkout.session.async_payment_failed", { payment_status: "unpaid" })).toEqual({ status: "failed", reason: "other" });
    expect(parse("checkout.session.expired", { status: "expired", payment_status: "unpaid", payment_intent: null })).toEqual({ status: "expired" });
    expect(parse("checkout.session.completed", { payment_intent: { id: "pi_object", object: "payment_intent" } })).toMatchObject({ providerPaymentId: "pi_object" });
  });

  it("answers event null for event types the order does not care about", () => {
    const event = fake.event("customer.created", { id: "cus_1", object: "customer" });
    const { body, headers } = signedDelivery(event, WEBHOOK_SECRET);
    expect(provider.parseWebhook(body, headers)).toEqual({ ok: true, event: null });
  });

  it("gives paymentUid null when the session has no metadata", () => {
    const { body, headers } = signedDelivery(fake.event("checkout.session.expired", sessionObject({ status: "expired", metadata: {} })), WEBHOOK_SECRET);
    const parsed = provider.parseWebhook(body, headers);
    expect(parsed.ok && parsed.event?.paymentUid).toBeNull();
  });

  it("refuses a wrong secret, a tampered body, a missing header and an old timestamp", () => {
    const event = fake.event("checkout.session.completed", sessionObject());
    const bad = { ok: false, error: "bad_signature" };

    const wrong = signedDelivery(event, "whsec_someone_else");
    expect(provider.parseWebhook(wrong.body, wrong.headers)).toEqual(bad);

    const good = signedDelivery(event, WEBHOOK_SECRET);
    expect(provider.parseWebhook(good.body.replace("2500", "1"), good.headers)).toEqual(bad);

    expect(provider.parseWebhook(good.body, new Headers({ "content-type": "application/json" }))).toEqual(bad);
    expect(provider.parseWebhook(good.body, new Headers({ "stripe-signature": "" }))).toEqual(bad);
    expect(provider.parseWebhook(good.body, new Headers({ "stripe-signature": "garbage" }))).toEqual(bad);

    const old = signedDelivery(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600);
    expect(provider.parseWebhook(old.body, old.headers)).toEqual(bad);
    const recent = signedDelivery(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 60);
    expect(provider.parseWebhook(recent.body, recent.headers).ok).toBe(true);
  });
});

describe("stripe fake form parsing (tests/support/stripe-fake.ts)", () => {
  it("reads stripe-node's bracketed form encoding", () => {
    expect(parseStripeForm("a=1&b[c]=2&d[0][e]=3&d[1][e]=4&expand[0]=payment_intent&m[x%20y]=z%26")).toEqual({
      a: "1",
      b: { c: "2" },
      d: [{ e: "3" }, { e: "4" }],
      expand: ["payment_intent"],
      m: { "x y": "z&" },
    });
  });
});
