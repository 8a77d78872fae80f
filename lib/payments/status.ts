import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { payments } from "@/lib/db/schema";
import { assertTransition, recordStatusChange, type Actor, type Transitions } from "@/lib/status/record";

/**
 * Payment statuses (CONVENTIONS 14). `created`: our row exists, the provider's session may not yet;
 * `pending`: the buyer is on the provider's page; `paid`: captured for its order; `failed`: the
 * provider refused (declined card, unreachable issuer; the same session may still be retried by the
 * buyer on Stripe, so a later success moves failed → paid); `expired`: the session ended unpaid;
 * `cancelled`: the order was cancelled or the payment replaced before it was paid (its session is
 * expired at the provider).
 *
 * Money the provider captured that no order can take (the order was cancelled, or already paid by
 * another payment) is never kept: `refunding` records the capture and a durable job asks the
 * provider to return it, `refunded` is the provider's confirmation. `review`: the provider reported a
 * capture that does not match this row (amount, currency or session); nothing is delivered, and
 * staff decide (docs/buying-api.md, "Payments").
 */
export const PAYMENT_STATUSES = ["created", "pending", "paid", "failed", "expired", "cancelled", "review", "refunding", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_TRANSITIONS: Transitions<PaymentStatus> = {
  created: ["pending", "paid", "failed", "expired", "cancelled", "review", "refunding"],
  pending: ["paid", "failed", "expired", "cancelled", "review", "refunding"],
  failed: ["paid", "failed", "expired", "cancelled", "review", "refunding"],
  // A session that ended (or was expired by us) may still report a capture made at its last moment.
  expired: ["paid", "review", "refunding"],
  cancelled: ["paid", "review", "refunding"],
  review: ["paid", "refunding"],
  paid: ["refunding"],
  refunding: ["refunded"],
  refunded: [],
};

/** A payment in one of these can still become paid through its open session. */
export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = ["created", "pending", "failed"];

/** A payment in one of these holds money the provider captured (or is returning). */
export const CAPTURED_PAYMENT_STATUSES: readonly PaymentStatus[] = ["paid", "review", "refunding", "refunded"];

type PaymentRef = { id: number; status: string };

/** Moves a payment if it is still in `payment.status`; false otherwise. */
export async function movePayment(
  db: Db,
  payment: PaymentRef,
  to: PaymentStatus,
  actor: Actor,
  reason: string,
  set: Partial<typeof payments.$inferInsert> = {},
): Promise<boolean> {
  const from = payment.status as PaymentStatus;
  if (from === to && to !== "failed") return false;
  assertTransition("payment", PAYMENT_TRANSITIONS, from, to);
  const moved = await db
    .update(payments)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, from)))
    .returning({ id: payments.id });
  if (!moved.length) return false;
  await recordStatusChange(db, "payment", payment.id, from, to, actor, reason);
  return true;
}
