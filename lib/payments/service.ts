import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { after } from "next/server";
import type { Caller } from "@/lib/auth/caller";
import { newUid } from "@/lib/auth/tokens";
import { now } from "@/lib/clock";
import { cartText } from "@/lib/cart/texts";
import { getDb, type Db } from "@/lib/db/client";
import { siteUrl } from "@/lib/env";
import { claimIdempotencyKey, requestHash } from "@/lib/orders/idempotency";
import { recordStatusChange } from "@/lib/status/record";
import { demoPaymentSessions, notifications, orderLines, orders, paymentEvents, payments, userResources, users } from "@/lib/db/schema";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { issueInvoice } from "@/lib/invoices/service";
import { enqueueJob, kickJobs } from "@/lib/jobs/queue";
import { cancelExpiredHolds, placeCartAsOrder, type OpenPayment, type PlaceResult } from "@/lib/orders/service";
import { moveOrder } from "@/lib/orders/status";
import { periodEnd } from "@/lib/cart/pricing";
import { recordResourcesCreated } from "@/lib/resources/status";
import { demoOutcome, demoState, type DemoOutcome } from "./demo";
import { captureMismatch, sessionWindow } from "./rules";
import { configuredProviderId, paymentProvider } from "./provider";
import { CAPTURED_PAYMENT_STATUSES, movePayment, OPEN_PAYMENT_STATUSES, type PaymentStatus } from "./status";
import type { ProviderEvent, ProviderId, ProviderPaymentState } from "./types";

/**
 * Payments of orders (spec sections 4 and 8). One code path settles a payment whatever told us about
 * it — the provider's webhook, the buyer's return and status check, the demo page — in any order and
 * any number of times: the payment and its order are locked, moved only from the status they are in
 * (lib/*\/status.ts), and a paid order is finalised once (resources, invoice, notification, e-mail).
 *
 * Payments build on orders (docs/buying-api.md, "How buying is put together"): placement and the
 * release of unpaid holds are the order's (lib/orders/service.ts), with the payment steps that share
 * their transaction given from here.
 */

type PaymentRow = typeof payments.$inferSelect;

/** The payment row of a newly placed order, or of a retry; its session ends at `expiresAt`, never after the order's hold. */
export async function createPaymentRow(tx: Db, input: { orderId: number; amountCents: number; currency: string; expiresAt: Date }, actor: string): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({
      uid: newUid(),
      orderId: input.orderId,
      provider: configuredProviderId(),
      status: "created",
      amountCents: input.amountCents,
      currency: input.currency,
      expiresAt: input.expiresAt,
    })
    .returning();
  await recordStatusChange(tx, "payment", row.id, null, "created", actor, "order placed");
  return row;
}

/**
 * Cancels the open payments of an order (cancelled, paid by another payment, or a payment replaced
 * by a retry), inside the caller's transaction, and asks the provider to expire their sessions
 * through a durable job (no network call while the order's row is locked). A buyer who completes a
 * session before it is expired is settled like any capture: kept if the order can still take it,
 * refunded otherwise.
 */
export async function cancelOpenPayments(tx: Db, orderId: number, reason: string, except?: number): Promise<void> {
  const open = await tx.select().from(payments).where(and(eq(payments.orderId, orderId), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])));
  for (const p of open) {
    if (p.id === except) continue;
    if (!(await movePayment(tx, p, "cancelled", "system", reason))) continue;
    if (p.sessionId) await enqueueJob(tx, "payment.expire_session", { paymentId: p.id });
  }
}

/** Placement's payment step: the first payment's session ends within the order's hold. */
const openFirstPayment: OpenPayment = async (tx, order, actor) => {
  const window = sessionWindow({ placedAt: order.placedAt, reservedUntil: order.reservedUntil }, order.placedAt);
  if (!window) throw new Error("RESERVATION_MINUTES must cover one payment session");
  await createPaymentRow(tx, { orderId: order.orderId, amountCents: order.amountCents, currency: order.currency, expiresAt: window.expiresAt }, actor);
};

/** Places the caller's cart as one order with its first payment, in one transaction (lib/orders/service.ts `placeCartAsOrder`). */
export function placeOrder(caller: Caller, input: { profile: string; key: string }, locale: Locale): Promise<PlaceResult> {
  return placeCartAsOrder(caller, input, locale, openFirstPayment);
}

/** Cancels orders whose stock hold ran out unpaid, with their open payments (lib/orders/service.ts `cancelExpiredHolds`). */
export function releaseExpiredReservations(at = now(), onlyOrderId?: number): Promise<number> {
  return cancelExpiredHolds((tx, orderId) => cancelOpenPayments(tx, orderId, "order cancelled: stock hold expired"), at, onlyOrderId);
}

export type SessionAnswer = { ok: true; payment: PaymentRow } | { ok: false; error: "unavailable" };

/**
 * Opens the provider's session of a payment that has none yet (after placement's commit, or on a
 * retry that replays it). The provider answers the same session for the same payment uid, so two
 * calls at once cannot open two.
 */
export async function ensurePaymentSession(payment: PaymentRow, order: { uid: string; number: number; locale: string; name: { en: string; ru: string } }, email: string): Promise<SessionAnswer> {
  if (payment.sessionId || payment.status !== "created") return { ok: true, payment };
  const provider = paymentProvider(payment.provider as ProviderId);
  const locale = order.locale === "ru" ? "ru" : "en";
  const prefix = locale === "ru" ? "/ru" : "";
  const base = provider.id === "demo" ? "" : siteUrl;
  const returnPath = `${prefix}/orders/new?step=finished&order=${order.uid}`;
  const opened = await provider.createCheckout({
    paymentUid: payment.uid,
    orderUid: order.uid,
    orderNumber: order.number,
    amountCents: payment.amountCents,
    currency: payment.currency,
    description: cartText(locale, "paymentDescription", { number: String(order.number), name: order.name[locale] }).slice(0, 250),
    customerEmail: email,
    locale,
    successUrl: `${base}${returnPath}${provider.id === "stripe" ? "&session_id={CHECKOUT_SESSION_ID}" : ""}`,
    cancelUrl: `${base}${returnPath}&cancelled=1`,
    expiresAt: payment.expiresAt,
  });
  if (!opened.ok) return opened;
  const db = await getDb();
  const [fresh] = await db
    .update(payments)
    .set({ sessionId: opened.data.sessionId, redirectUrl: opened.data.redirectUrl, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "created")))
    .returning();
  if (fresh && (await movePayment(db, fresh, "pending", `provider:${provider.id}`, "session opened"))) return { ok: true, payment: { ...fresh, status: "pending" } };
  // Another request opened it (or the payment moved on) meanwhile: answer the payment as it is.
  const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
  return { ok: true, payment: current };
}

/**
 * Applies what a provider says of a payment, inside one transaction holding the order's row: a paid
 * payment finalises its order once; a failure or expiry is recorded; a state already applied
 * changes nothing. `eventId` (webhooks) is recorded in the same transaction, so an event is either
 * applied and remembered, or neither.
 *
 * A capture is money the buyer gave us, and is never refused or lost: it pays the order when the
 * order is still awaiting payment and no other payment paid it; otherwise (the hold ran out and the
 * order was cancelled, or a second session was paid) it is recorded as `refunding` and returned by
 * a durable job. A capture that does not match the payment (amount, currency, session) pays
 * nothing and waits for staff (`review`).
 */
export async function applyProviderState(paymentId: number, state: ProviderPaymentState, actor: string, event?: ProviderEvent & { provider: ProviderId }): Promise<{ duplicate: boolean }> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    if (event) {
      const seen = await tx
        .insert(paymentEvents)
        .values({ provider: event.provider, eventId: event.eventId, sessionId: event.sessionId, state: state.status })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!seen.length) return { duplicate: true, kick: false };
    }
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (!payment) return { duplicate: false, kick: false };
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for("update");
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    const status = locked.status as PaymentStatus;
    let kick = false;
    if (state.status === "paid") {
      if (CAPTURED_PAYMENT_STATUSES.includes(status)) return { duplicate: false, kick };
      const captured = { paidAt: now(), providerPaymentId: state.providerPaymentId, failureReason: null, ...(locked.sessionId ? {} : event ? { sessionId: event.sessionId } : {}) };
      const mismatch = captureMismatch(locked, state, event);
      if (mismatch) {
        await movePayment(tx, locked, "review", actor, `capture does not match: ${mismatch}`, { ...captured, reviewReason: mismatch });
        console.error(`[payments] payment ${locked.uid} held for staff review: ${mismatch}`);
        return { duplicate: false, kick };
      }
      const [otherPaid] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, "paid")))
        .limit(1);
      if (order.status === "awaiting_payment" && !otherPaid) {
        await movePayment(tx, locked, "paid", actor, "captured", captured);
        await finaliseOrder(tx, order, locked.id);
      } else {
        const why = otherPaid ? "order already paid by another payment" : `order is ${order.status}`;
        await movePayment(tx, locked, "refunding", actor, `captured, ${why}: refunding`, captured);
        await enqueueJob(tx, "payment.refund", { paymentId: locked.id });
      }
      kick = true;
    } else if (state.status === "failed") {
      if (OPEN_PAYMENT_STATUSES.includes(status) && (status !== "failed" || locked.failureReason !== state.reason)) {
        await movePayment(tx, locked, "failed", actor, `failed: ${state.reason}`, { failureReason: state.reason });
      }
    } else if (state.status === "expired") {
      // The grace for a retry (lib/orders/service.ts, the hold's release) counts from when it really ended.
      const at = now();
      if (OPEN_PAYMENT_STATUSES.includes(status)) await movePayment(tx, locked, "expired", actor, "session expired", locked.expiresAt > at ? { expiresAt: at } : {});
    }
    return { duplicate: false, kick };
  });
  if (outcome.kick) runJobsAfterAnswer();
  return { duplicate: outcome.duplicate };
}

/**
 * Returns the money of a payment recorded as `refunding` (the `payment.refund` job; idempotent: the
 * provider answers the same refund for the same payment uid, and a refunded payment is left alone).
 * An unreachable provider throws, so the job is retried with backoff and stays visible to staff.
 */
export async function refundPayment(paymentId: number): Promise<void> {
  const db = await getDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment || payment.status !== "refunding") return;
  if (!payment.sessionId) throw new Error(`payment ${payment.uid} has no provider session to refund`);
  const refunded = await paymentProvider(payment.provider as ProviderId).refund({
    paymentUid: payment.uid,
    sessionId: payment.sessionId,
    providerPaymentId: payment.providerPaymentId,
    amountCents: payment.amountCents,
    currency: payment.currency,
  });
  if (!refunded.ok) throw new Error(`the ${payment.provider} provider could not refund payment ${payment.uid}`);
  await db.transaction(async (tx) => {
    const moved = await movePayment(tx, payment, "refunded", `provider:${payment.provider}`, "refunded in full", { refundId: refunded.data.refundId, refundedAt: now() });
    if (!moved) return;
    const [order] = await tx.select({ userId: orders.userId, number: orders.number, uid: orders.uid, locale: orders.locale }).from(orders).where(eq(orders.id, payment.orderId));
    const locale: Locale = order.locale === "ru" ? "ru" : "en";
    await tx.insert(notifications).values({
      uid: newUid(),
      userId: order.userId,
      kind: "payment_refunded",
      params: { number: String(order.number), total: formatMoney(payment.amountCents, payment.currency, locale), order: order.uid },
    });
  });
}

/**
 * Expires the provider session of a payment that was cancelled (the `payment.expire_session` job).
 * A session the buyer completed first is settled as the capture it is.
 */
export async function expirePaymentSession(paymentId: number): Promise<void> {
  const db = await getDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment?.sessionId) return;
  const expired = await paymentProvider(payment.provider as ProviderId).expireCheckout(payment.sessionId);
  if (!expired.ok) throw new Error(`the ${payment.provider} provider could not expire session ${payment.sessionId}`);
  if (expired.data.status === "paid") await applyProviderState(payment.id, expired.data, `provider:${payment.provider}`);
}

/**
 * Runs due jobs (the order's e-mail) once the answer is sent, through Next's `after` so the work is
 * part of the request's lifetime, not a promise left behind; outside a request the background poll
 * (instrumentation.ts) picks the job up within seconds. The job table keeps it either way.
 */
function runJobsAfterAnswer(): void {
  try {
    after(() => kickJobs());
  } catch {
    // Not in a request (a script): the poll runs it.
  }
}

/**
 * A paid order: paid, one user resource per ordered instance (waiting for delivery, with its paid
 * period), the paid invoice, a notification, and the e-mail as a durable job. Inside the caller's
 * transaction, which holds the order's row.
 */
async function finaliseOrder(tx: Db, order: typeof orders.$inferSelect, paymentId: number): Promise<void> {
  const paidAt = now();
  const moved = await moveOrder(tx, order, "paid", "system", "payment captured", { paidAt, reservedUntil: null });
  if (!moved) return;
  // Any other session of the order (an earlier retry's) must not take the buyer's money again.
  await cancelOpenPayments(tx, order.id, "order paid by another payment", paymentId);
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  const created: number[] = [];
  let first = paidAt;
  let last = paidAt;
  for (const line of lines) {
    for (const [i, inst] of line.instances.entries()) {
      const end = periodEnd(paidAt, line.billingPeriod, inst.units);
      if (end > last) last = end;
      const host = typeof inst.configuration.hostname === "string" && inst.configuration.hostname ? ` (${inst.configuration.hostname})` : "";
      const [r] = await tx
        .insert(userResources)
        .values({
          uid: newUid(),
          userId: order.userId,
          providerId: line.providerId,
          orderId: order.id,
          orderLineId: line.id,
          instance: i + 1,
          offerId: line.offerId,
          name: `${line.title[order.locale === "ru" ? "ru" : "en"]}${host}`.slice(0, 300),
          status: "waiting",
          configuration: inst.configuration,
          periodStart: paidAt,
          periodEnd: end,
        })
        .returning({ id: userResources.id });
      created.push(r.id);
    }
  }
  if (first > last) first = last;
  await recordResourcesCreated(tx, created, "system", `order ${order.number} paid`);
  const invoice = await issueInvoice(tx, order, { start: first, end: last }, paidAt);
  const locale: Locale = order.locale === "ru" ? "ru" : "en";
  await tx.insert(notifications).values({
    uid: newUid(),
    userId: order.userId,
    kind: "order_paid",
    params: { number: String(order.number), total: formatMoney(order.totalCents, order.currency, locale), resources: String(created.length), invoice: invoice.number, order: order.uid },
  });
  await enqueueJob(tx, "mail.order_paid", { orderId: order.id });
}

/** The order's latest payment. */
async function latestPayment(db: Db, orderId: number): Promise<PaymentRow | null> {
  const [p] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1);
  return p ?? null;
}

/** The caller's placed order row; null when not theirs. */
async function ownOrder(db: Db, caller: Caller, uid: string) {
  const [o] = await db.select().from(orders).where(and(eq(orders.userId, caller.user.id), eq(orders.uid, uid))).limit(1);
  return o && o.placedAt ? o : null;
}

export function paymentDto(p: PaymentRow | null) {
  if (!p) return null;
  return { uid: p.uid, provider: p.provider, status: p.status, failure_reason: p.failureReason, redirect_url: p.status === "pending" || p.status === "failed" || p.status === "created" ? p.redirectUrl : null, amount_cents: p.amountCents, currency: p.currency };
}

/** Opens the session of an order's latest payment if it has none (placement's second half). */
export async function openSessionFor(orderId: number): Promise<SessionAnswer | null> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const payment = await latestPayment(db, orderId);
  if (!order || !payment) return null;
  if (order.status !== "awaiting_payment") return { ok: true, payment };
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  return ensurePaymentSession(payment, order, order.buyer?.email || user.email);
}

/**
 * Asks the provider what became of the order's latest payment and applies it (the return page's
 * poll, spec section 4: "after payment the status is checked with the payment provider").
 */
export async function checkOrderPayment(caller: Caller, uid: string, locale: Locale) {
  const db = await getDb();
  const order = await ownOrder(db, caller, uid);
  if (!order) return null;
  let payment = await latestPayment(db, order.id);
  let unavailable = false;
  if (payment && payment.sessionId && OPEN_PAYMENT_STATUSES.includes(payment.status as PaymentStatus)) {
    const state = await paymentProvider(payment.provider as ProviderId).retrieveState(payment.sessionId);
    if (state.ok) await applyProviderState(payment.id, state.data, `provider:${payment.provider}`);
    else unavailable = true;
  } else if (payment && !payment.sessionId && payment.status === "created" && order.status === "awaiting_payment") {
    const opened = await openSessionFor(order.id);
    if (opened && !opened.ok) unavailable = true;
  }
  // A hold that ran out unpaid is released now rather than at the next background pass, so the
  // buyer reads the final state.
  if (order.status === "awaiting_payment") await releaseExpiredReservations(now(), order.id);
  const [fresh] = await db.select({ status: orders.status, number: orders.number }).from(orders).where(eq(orders.id, order.id));
  payment = await latestPayment(db, order.id);
  return {
    status: fresh.status,
    number: fresh.number,
    payment: paymentDto(payment),
    final: fresh.status !== "awaiting_payment" || payment?.status === "expired",
    message: unavailable
      ? cartText(locale, "paymentsUnavailable")
      : payment?.failureReason === "issuer_unreachable"
        ? cartText(locale, "issuerUnreachable")
        : payment?.failureReason === "declined"
          ? cartText(locale, "declined")
          : null,
    unavailable,
  };
}

/**
 * A new payment for an order awaiting payment whose last payment failed or expired; the same
 * Idempotency-Key answers the same payment.
 */
export async function retryOrderPayment(caller: Caller, uid: string, key: string, locale: Locale) {
  const db = await getDb();
  const order = await ownOrder(db, caller, uid);
  if (!order) return null;
  if (order.status !== "awaiting_payment") return { ok: false as const, status: 409, message: cartText(locale, "notPayable", { status: order.status }) };
  const hash = requestHash({ retry: uid });
  const result = await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
    const claim = await claimIdempotencyKey(tx, { userId: caller.user.id, scope: "payment_retry", key, hash, orderId: order.id });
    if ("seen" in claim) {
      if (claim.seen && claim.seen.requestHash !== hash) return { ok: false as const, status: 422, message: cartText(locale, "idempotencyKeyReused") };
      return { ok: true as const };
    }
    const last = await latestPayment(tx, order.id);
    if (last && (last.status === "pending" || last.status === "created")) return { ok: true as const };
    if (last?.status === "paid") return { ok: true as const };
    const [current] = await tx.select({ placedAt: orders.placedAt, reservedUntil: orders.reservedUntil }).from(orders).where(eq(orders.id, order.id));
    const at = now();
    // The hold has run out (the release has not come by yet): nothing left to pay for.
    if (current.reservedUntil && current.reservedUntil <= at) return { ok: false as const, status: 409, message: cartText(locale, "holdEnded") };
    const window = sessionWindow(current, at);
    if (!window) return { ok: false as const, status: 409, message: cartText(locale, "holdEnded") };
    if (current.reservedUntil?.getTime() !== window.reservedUntil.getTime()) await tx.update(orders).set({ reservedUntil: window.reservedUntil, updatedAt: at }).where(eq(orders.id, order.id));
    // The earlier session (a declined card leaves it payable on Stripe) closes: one payment per order.
    await cancelOpenPayments(tx, order.id, "replaced by a new payment");
    await createPaymentRow(tx, { orderId: order.id, amountCents: order.totalCents, currency: order.currency, expiresAt: window.expiresAt }, `user:${caller.user.uid}`);
    return { ok: true as const };
  });
  if (!result.ok) return result;
  runJobsAfterAnswer();
  const opened = await openSessionFor(order.id);
  if (opened && !opened.ok) return { ok: false as const, status: 503, message: cartText(locale, "paymentsUnavailable") };
  return { ok: true as const, payment: paymentDto(opened?.ok ? opened.payment : await latestPayment(db, order.id)) };
}

/** A provider webhook delivery: verified, deduplicated by event id, applied. */
export async function handleWebhook(providerId: ProviderId, rawBody: string, headers: Headers): Promise<"bad_signature" | "ignored" | "duplicate" | "applied" | "unknown_payment"> {
  const provider = paymentProvider(providerId);
  const parsed = provider.parseWebhook(rawBody, headers);
  if (!parsed.ok) return "bad_signature";
  const event = parsed.event;
  if (!event) return "ignored";
  const db = await getDb();
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(event.paymentUid ? eq(payments.uid, event.paymentUid) : and(eq(payments.provider, providerId), eq(payments.sessionId, event.sessionId)))
    .limit(1);
  if (!payment) return "unknown_payment";
  const { duplicate } = await applyProviderState(payment.id, event.state, `provider:${providerId}`, { ...event, provider: providerId });
  return duplicate ? "duplicate" : "applied";
}

/* ------------------------------------------------------------------- the demo provider's page */

export async function demoSession(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(demoPaymentSessions).where(eq(demoPaymentSessions.id, id)).limit(1);
  if (!row) return null;
  const state = demoState(row);
  return {
    id: row.id,
    amount_cents: row.amountCents,
    currency: row.currency,
    description: row.description,
    status: state.status === "paid" ? "complete" : state.status === "expired" ? "expired" : "open",
    last_outcome: row.outcome,
    locale: row.locale,
    success_url: row.successUrl,
    cancel_url: row.cancelUrl,
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * A card submitted on the demo page: the session settles as the test card says, and the outcome is
 * applied exactly as a webhook's would be (an event id per attempt, so a resubmission is new).
 */
export async function payDemoSession(id: string, cardNumber: string): Promise<{ ok: true; outcome: DemoOutcome; redirectUrl: string | null } | { ok: false; error: "not_found" | "closed" }> {
  const db = await getDb();
  const [row] = await db.select().from(demoPaymentSessions).where(eq(demoPaymentSessions.id, id)).limit(1);
  if (!row) return { ok: false, error: "not_found" };
  const state = demoState(row);
  if (state.status === "paid") return { ok: true, outcome: "paid", redirectUrl: row.successUrl };
  if (state.status === "expired") return { ok: false, error: "closed" };
  const [payment] = await db.select({ id: payments.id, status: payments.status }).from(payments).where(eq(payments.uid, row.paymentUid)).limit(1);
  if (!payment || !OPEN_PAYMENT_STATUSES.includes(payment.status as PaymentStatus)) return { ok: false, error: "closed" };
  const outcome = demoOutcome(cardNumber);
  await db
    .update(demoPaymentSessions)
    .set(outcome === "paid" ? { status: "complete", outcome } : { outcome })
    .where(and(eq(demoPaymentSessions.id, id), eq(demoPaymentSessions.status, "open")));
  const [settled] = await db.select().from(demoPaymentSessions).where(eq(demoPaymentSessions.id, id));
  const settledState = demoState(settled);
  await applyProviderState(payment.id, settledState, "provider:demo", { provider: "demo", eventId: `demo_evt_${newUid()}`, sessionId: id, paymentUid: row.paymentUid, state: settledState });
  return { ok: true, outcome, redirectUrl: outcome === "paid" ? row.successUrl : null };
}
