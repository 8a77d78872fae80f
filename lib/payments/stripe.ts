import "server-only";
import Stripe from "stripe";
import type {
  CheckoutInput,
  CheckoutSession,
  PaymentProvider,
  ProviderEvent,
  ProviderPaymentState,
  ProviderResult,
  RefundInput,
} from "@/lib/payments/types";

/**
 * The Stripe payment provider: a hosted Checkout Session per payment, its state read back with the
 * payment intent expanded, and the signed webhook reduced to a ProviderEvent. Only the official
 * `stripe` package talks to the API; in tests `apiUrl` points it at a loopback fake
 * (tests/support/stripe-fake.ts) instead of api.stripe.com.
 */

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: base URL of a server answering Stripe's API shapes (its path is ignored: the client asks for /v1/...). */
  apiUrl?: string;
};

/** Stripe answers slowly only when something is wrong; the buyer is waiting on this request. */
const TIMEOUT_MS = 10_000;
const MAX_NETWORK_RETRIES = 2;

/** Issuer-side trouble: worth trying again later, not the card's fault. */
const ISSUER_UNREACHABLE_CODES = new Set(["processing_error", "issuer_not_available", "try_again_later"]);

/** Error codes (PaymentIntent.last_payment_error.code) that mean the card itself was refused. */
const DECLINE_CODES = new Set([
  "card_declined",
  "card_decline_rate_limit_exceeded",
  "expired_card",
  "incorrect_cvc",
  "incorrect_number",
  "incorrect_zip",
  "insufficient_funds",
  "invalid_cvc",
  "invalid_expiry_month",
  "invalid_expiry_year",
  "invalid_number",
  "authentication_required",
]);

type StripeClientConfig = NonNullable<ConstructorParameters<typeof Stripe>[1]>;

function clientConfig(apiUrl: string | undefined): StripeClientConfig {
  const config: StripeClientConfig = { maxNetworkRetries: MAX_NETWORK_RETRIES, timeout: TIMEOUT_MS };
  if (!apiUrl) return config;
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    ...config,
    protocol,
    // URL keeps IPv6 literals in brackets; node:http wants them bare.
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port || (protocol === "http" ? "80" : "443"),
  };
}

/** One line about a failed call, without the secret key (Stripe masks it in its messages; this masks again). */
function logFailure(where: string, error: unknown): void {
  if (error instanceof Stripe.errors.StripeError) {
    const message = error.message.replace(/\b(sk|rk)_(live|test)_[A-Za-z0-9*]+/g, "$1_$2_***");
    const parts = [error.type, error.code, error.statusCode, error.requestId].filter((p) => p !== undefined && p !== null);
    console.error(`[payments] stripe ${where} failed: ${parts.join(" ")}: ${message}`);
  } else {
    console.error(`[payments] stripe ${where} failed:`, error instanceof Error ? error.message : error);
  }
}

function paymentIntentId(pi: string | Stripe.PaymentIntent | null | undefined): string | null {
  if (!pi) return null;
  return typeof pi === "string" ? pi : pi.id;
}

/** Reduces a payment intent's last error to why the payment failed. */
export function failureReason(error: Stripe.PaymentIntent.LastPaymentError): "declined" | "issuer_unreachable" | "other" {
  const code = error.code ?? "";
  const declineCode = error.decline_code ?? "";
  if (ISSUER_UNREACHABLE_CODES.has(code) || ISSUER_UNREACHABLE_CODES.has(declineCode)) return "issuer_unreachable";
  if (DECLINE_CODES.has(code) || declineCode !== "" || error.type === "card_error") return "declined";
  return "other";
}

function paidState(session: Stripe.Checkout.Session): ProviderPaymentState {
  return {
    status: "paid",
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? "").toUpperCase(),
    providerPaymentId: paymentIntentId(session.payment_intent),
  };
}

const isPaid = (session: Stripe.Checkout.Session): boolean =>
  session.payment_status === "paid" || session.payment_status === "no_payment_required";

/** What a Checkout Session (payment intent expanded) says about the payment. */
export function sessionState(session: Stripe.Checkout.Session): ProviderPaymentState {
  if (session.status === "expired") return { status: "expired" };
  if (session.status === "complete" && isPaid(session)) return paidState(session);
  const pi = session.payment_intent;
  // Open: the last attempt was refused (the hosted page still lets the buyer try another card).
  // Complete but unpaid: a delayed method (SEPA debit, ...) is still processing, or it failed.
  if (pi && typeof pi !== "string" && pi.last_payment_error && pi.status !== "processing" && pi.status !== "succeeded") {
    return { status: "failed", reason: failureReason(pi.last_payment_error) };
  }
  return { status: "pending" };
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, clientConfig(options.apiUrl));

  async function createCheckout(input: CheckoutInput): Promise<ProviderResult<CheckoutSession>> {
    const metadata = { payment_uid: input.paymentUid, order_uid: input.orderUid };
    try {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
              quantity: 1,
            },
          ],
          customer_email: input.customerEmail,
          client_reference_id: input.orderUid,
          metadata,
          payment_intent_data: { metadata },
          locale: input.locale,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        },
        // Stripe replays the first answer for 24 h, but only for a request with the same parameters:
        // a retry must pass the same input (expiresAt included) or Stripe refuses it (idempotency_error).
        { idempotencyKey: `checkout-${input.paymentUid}` },
      );
      if (!session.url) {
        console.error(`[payments] stripe createCheckout: session ${session.id} has no url (status ${session.status})`);
        return { ok: false, error: "unavailable" };
      }
      return { ok: true, data: { sessionId: session.id, redirectUrl: session.url } };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      logFailure("createCheckout", error);
      return { ok: false, error: "unavailable" };
    }
  }

  async function retrieveState(sessionId: string): Promise<ProviderResult<ProviderPaymentState>> {
    try {
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["payment_intent"] });
      return { ok: true, data: sessionState(session) };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      logFailure("retrieveState", error);
      return { ok: false, error: "unavailable" };
    }
  }

  async function expireCheckout(sessionId: string): Promise<ProviderResult<ProviderPaymentState>> {
    try {
      const session = await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire-${sessionId}` });
      return { ok: true, data: sessionState(session) };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      // Only an open session can be expired: one that completed (the buyer paid first) or expired
      // already answers invalid_request_error; what it came to is then read back.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code !== "resource_missing") return retrieveState(sessionId);
      logFailure("expireCheckout", error);
      return { ok: false, error: "unavailable" };
    }
  }

  async function refund(input: RefundInput): Promise<ProviderResult<{ refundId: string }>> {
    try {
      let paymentIntent = input.providerPaymentId;
      if (!paymentIntent) {
        const session = await stripe.checkout.sessions.retrieve(input.sessionId);
        paymentIntent = paymentIntentId(session.payment_intent);
      }
      if (!paymentIntent) {
        console.error(`[payments] stripe refund: session ${input.sessionId} has no payment intent`);
        return { ok: false, error: "unavailable" };
      }
      const created = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: input.amountCents, metadata: { payment_uid: input.paymentUid } },
        // One refund per payment however often the job runs (Stripe replays the first answer for 24 h).
        { idempotencyKey: `refund-${input.paymentUid}` },
      );
      return { ok: true, data: { refundId: created.id } };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      logFailure("refund", error);
      return { ok: false, error: "unavailable" };
    }
  }

  function parseWebhook(rawBody: string, headers: Headers): { ok: true; event: ProviderEvent | null } | { ok: false; error: "bad_signature" } {
    const signature = headers.get("stripe-signature");
    if (!signature) return { ok: false, error: "bad_signature" };
    let event: Stripe.Event;
    try {
      // Default tolerance: 300 s between the signed timestamp and now.
      event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
    } catch {
      return { ok: false, error: "bad_signature" };
    }
    let session: Stripe.Checkout.Session;
    let state: ProviderPaymentState;
    switch (event.type) {
      case "checkout.session.completed":
        session = event.data.object;
        state = isPaid(session) ? paidState(session) : { status: "pending" };
        break;
      case "checkout.session.async_payment_succeeded":
        session = event.data.object;
        state = paidState(session);
        break;
      case "checkout.session.async_payment_failed":
        session = event.data.object;
        state = { status: "failed", reason: "other" };
        break;
      case "checkout.session.expired":
        session = event.data.object;
        state = { status: "expired" };
        break;
      default:
        return { ok: true, event: null };
    }
    return {
      ok: true,
      event: { eventId: event.id, sessionId: session.id, paymentUid: session.metadata?.payment_uid ?? null, state },
    };
  }

  return { id: "stripe", createCheckout, retrieveState, expireCheckout, refund, parseWebhook };
}
