import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { nowMs } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { demoPaymentSessions } from "@/lib/db/schema";
import type { CheckoutInput, PaymentProvider, ProviderPaymentState, ProviderResult, RefundInput } from "./types";

/**
 * The built-in demo payment provider (CONVENTIONS 21): the default, so `npm start` needs nothing.
 * It implements the same interface as Stripe; its "hosted page" is /pay/demo/<session> inside the
 * app, marked as a demo, with Stripe's own test card numbers. A card submitted there settles the
 * session and is handed to the same code path as a provider webhook (lib/payments/service.ts).
 */

/** Test cards, as Stripe's test mode numbers them. */
export const DEMO_CARDS = {
  "4242424242424242": "paid",
  "4000000000000002": "declined",
  "4000000000000119": "issuer_unreachable",
} as const satisfies Record<string, DemoOutcome>;

export type DemoOutcome = "paid" | "declined" | "issuer_unreachable";

/** The outcome of a card number: a listed test card's, else declined (like any unknown card in Stripe's test mode). */
export function demoOutcome(cardNumber: string): DemoOutcome {
  const digits = cardNumber.replace(/[\s-]/g, "");
  return (DEMO_CARDS as Record<string, DemoOutcome>)[digits] ?? "declined";
}

/** The state a demo session is in, as the provider would report it. */
export function demoState(row: { status: string; outcome: string | null; amountCents: number; currency: string; id: string; expiresAt: Date }, now = nowMs()): ProviderPaymentState {
  // A refunded session was paid first: the provider reports the capture, the refund is ours to know.
  if (row.status === "complete" || row.status === "refunded") return { status: "paid", amountCents: row.amountCents, currency: row.currency, providerPaymentId: `demo_pi_${row.id.slice(8)}` };
  if (row.status === "expired" || row.expiresAt.getTime() <= now) return { status: "expired" };
  if (row.outcome === "declined") return { status: "failed", reason: "declined" };
  if (row.outcome === "issuer_unreachable") return { status: "failed", reason: "issuer_unreachable" };
  return { status: "pending" };
}

/**
 * The demo provider answers same-origin paths (its page is part of the app), so the buyer stays on the
 * host they signed in on, whatever SITE_URL says.
 */
export function createDemoProvider(): PaymentProvider {
  return {
    id: "demo",
    async createCheckout(input: CheckoutInput): Promise<ProviderResult<{ sessionId: string; redirectUrl: string }>> {
      const db = await getDb();
      const id = `demo_cs_${randomBytes(16).toString("hex")}`;
      // The same payment uid answers the same session (the provider's idempotency).
      await db
        .insert(demoPaymentSessions)
        .values({
          id,
          paymentUid: input.paymentUid,
          amountCents: input.amountCents,
          currency: input.currency,
          description: input.description,
          locale: input.locale,
          status: "open",
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          expiresAt: input.expiresAt,
        })
        .onConflictDoNothing({ target: demoPaymentSessions.paymentUid });
      const [row] = await db.select().from(demoPaymentSessions).where(eq(demoPaymentSessions.paymentUid, input.paymentUid)).limit(1);
      const prefix = row.locale === "ru" ? "/ru" : "";
      return { ok: true, data: { sessionId: row.id, redirectUrl: `${prefix}/pay/demo/${row.id}` } };
    },
    async retrieveState(sessionId: string): Promise<ProviderResult<ProviderPaymentState>> {
      const db = await getDb();
      const [row] = await db.select().from(demoPaymentSessions).where(eq(demoPaymentSessions.id, sessionId)).limit(1);
      if (!row) return { ok: false, error: "unavailable" };
      return { ok: true, data: demoState(row) };
    },
    async expireCheckout(sessionId: string): Promise<ProviderResult<ProviderPaymentState>> {
      const db = await getDb();
      await db.update(demoPaymentSessions).set({ status: "expired" }).where(and(eq(demoPaymentSessions.id, sessionId), eq(demoPaymentSessions.status, "open")));
      const [row] = await db.select().from(demoPaymentSessions).where(eq(demoPaymentSessions.id, sessionId)).limit(1);
      if (!row) return { ok: false, error: "unavailable" };
      return { ok: true, data: demoState(row) };
    },
    async refund(input: RefundInput): Promise<ProviderResult<{ refundId: string }>> {
      const db = await getDb();
      await db.update(demoPaymentSessions).set({ status: "refunded" }).where(and(eq(demoPaymentSessions.id, input.sessionId), eq(demoPaymentSessions.status, "complete")));
      const [row] = await db.select({ status: demoPaymentSessions.status }).from(demoPaymentSessions).where(eq(demoPaymentSessions.id, input.sessionId)).limit(1);
      // Only a captured session can be refunded; anything else is a fault to retry and show staff.
      if (row?.status !== "refunded") return { ok: false, error: "unavailable" };
      return { ok: true, data: { refundId: `demo_re_${input.sessionId.slice(8)}` } };
    },
    parseWebhook() {
      // The demo provider has no webhook: its page hands the outcome over in-process.
      return { ok: false, error: "bad_signature" };
    },
  };
}
