/**
 * The payment provider interface (CONVENTIONS 21): the built-in demo provider (the default, so
 * `npm start` needs nothing) and Stripe (on with its keys) implement it. Expected failures are values
 * (CONVENTIONS 4): `unavailable` is "Payments is unavailable at this moment" (spec section 8), a
 * declined card or an unreachable issuer is a failed payment, not an error.
 */

export type ProviderId = "demo" | "stripe";

export type CheckoutInput = {
  /** Our payment's uid: the provider's idempotency key and metadata, so a retry makes no second session. */
  paymentUid: string;
  orderUid: string;
  /** Order number shown to the buyer ("Order 1042"). */
  orderNumber: number;
  amountCents: number;
  /** ISO 4217, upper case (EUR). */
  currency: string;
  /** One line the buyer sees on the provider's page. */
  description: string;
  customerEmail: string;
  locale: "en" | "ru";
  /** Absolute URL the provider sends the buyer back to after paying (Stripe: `{CHECKOUT_SESSION_ID}` allowed). */
  successUrl: string;
  /** Absolute URL the provider sends the buyer back to when they give up. */
  cancelUrl: string;
  /** The session stops accepting payment at this time (Stripe: 30 minutes to 24 hours ahead). */
  expiresAt: Date;
};

export type CheckoutSession = {
  /** The provider's id of the session (Stripe: cs_...). */
  sessionId: string;
  /** Where the buyer pays. */
  redirectUrl: string;
};

/** What a payment came to, as the provider says. */
export type ProviderPaymentState =
  | { status: "pending" }
  | { status: "paid"; amountCents: number; currency: string; providerPaymentId: string | null }
  | { status: "failed"; reason: "declined" | "issuer_unreachable" | "other" }
  | { status: "expired" };

/** One event a provider's webhook delivered, reduced to what the order needs. */
export type ProviderEvent = {
  /** The provider's event id: webhooks are deduplicated by it (CONVENTIONS 17). */
  eventId: string;
  sessionId: string;
  /** Our payment uid when the provider echoes it (Stripe metadata), else null. */
  paymentUid: string | null;
  state: ProviderPaymentState;
};

/** A captured payment to return in full. */
export type RefundInput = {
  /** Our payment's uid: the provider's idempotency key, so a retried refund returns the money once. */
  paymentUid: string;
  sessionId: string;
  /** The provider's id of the captured payment (Stripe: pi_...), when it told us. */
  providerPaymentId: string | null;
  amountCents: number;
  currency: string;
};

export type ProviderResult<T> = { ok: true; data: T } | { ok: false; error: "unavailable" };

export interface PaymentProvider {
  readonly id: ProviderId;
  /** Opens a hosted payment page for one payment. Called again with the same paymentUid, answers the same session. */
  createCheckout(input: CheckoutInput): Promise<ProviderResult<CheckoutSession>>;
  /** Asks the provider what became of a session (the return page and the status check, spec section 4). */
  retrieveState(sessionId: string): Promise<ProviderResult<ProviderPaymentState>>;
  /**
   * Checks a webhook delivery's signature against the raw body and reduces it to an event; null for
   * an event type the order does not care about. A bad signature answers `{ ok: false }`.
   */
  /**
   * Closes a session so it can no longer be paid (an order cancelled, a payment replaced). Answers
   * what the session came to: `expired`, or `paid` when the buyer's capture won the race, which the
   * caller must settle like any other report of a capture.
   */
  expireCheckout(sessionId: string): Promise<ProviderResult<ProviderPaymentState>>;
  /** Returns a captured payment's money in full; the same payment uid answers the same refund. */
  refund(input: RefundInput): Promise<ProviderResult<{ refundId: string }>>;
  parseWebhook(rawBody: string, headers: Headers): { ok: true; event: ProviderEvent | null } | { ok: false; error: "bad_signature" };
}
