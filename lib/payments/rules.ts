/**
 * The time and matching rules of payments, without the database (docs/buying-api.md, "Money that is
 * never lost or kept twice").
 */

/** A payment session lasts this long (Stripe allows 30 minutes and more); it ends before the order's hold. */
export const PAYMENT_SESSION_MINUTES = 30;
/**
 * A session never outlives its order's hold: a retry stretches the hold to its new session's end,
 * but never past this long after placement (so retries cannot hold stock for ever).
 */
export const MAX_HOLD_MINUTES = 120;

/**
 * When an order's hold must end for a session opened now: the session lasts PAYMENT_SESSION_MINUTES
 * (Stripe's minimum is 30), and the hold is stretched to cover it, but never past MAX_HOLD_MINUTES
 * after placement. Null: the order has too little of its hold left to open a session.
 */
export function sessionWindow(order: { placedAt: Date | null; reservedUntil: Date | null }, at: Date): { expiresAt: Date; reservedUntil: Date } | null {
  const expiresAt = new Date(at.getTime() + PAYMENT_SESSION_MINUTES * 60_000);
  const held = order.reservedUntil ?? at;
  if (expiresAt <= held) return { expiresAt, reservedUntil: held };
  const limit = new Date((order.placedAt ?? at).getTime() + MAX_HOLD_MINUTES * 60_000);
  if (expiresAt > limit) return null;
  return { expiresAt, reservedUntil: expiresAt };
}

/** Why a reported capture is not this payment's (null when it is): amount, currency, or another session. */
export function captureMismatch(
  payment: { amountCents: number; currency: string; sessionId: string | null },
  state: { amountCents: number; currency: string },
  event?: { sessionId: string },
): string | null {
  const problems: string[] = [];
  if (state.amountCents !== payment.amountCents) problems.push(`amount ${state.amountCents} instead of ${payment.amountCents}`);
  if (state.currency.toUpperCase() !== payment.currency.toUpperCase()) problems.push(`currency ${state.currency} instead of ${payment.currency}`);
  if (event && payment.sessionId && event.sessionId !== payment.sessionId) problems.push(`session ${event.sessionId} instead of ${payment.sessionId}`);
  return problems.length ? problems.join("; ") : null;
}

