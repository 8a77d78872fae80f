import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { Caller } from "@/lib/auth/caller";
import { getDb } from "@/lib/db/client";
import { jobs, orders, payments, users } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { requireStaff } from "@/lib/organizations/access";
import type { StaffPaymentStatus } from "./schema";


/**
 * Payments in one of the money-safety statuses (docs/buying-api.md, "Money that is never lost or
 * kept twice"), newest first, each with its order, buyer and — for a refund under way — how its
 * refund job stands (attempts, last error). Staff only.
 */
export async function staffPayments(caller: Caller, locale: Locale, status: StaffPaymentStatus, limit = 100) {
  requireStaff(caller, locale);
  const db = await getDb();
  const rows = await db
    .select({
      uid: payments.uid,
      provider: payments.provider,
      status: payments.status,
      amountCents: payments.amountCents,
      currency: payments.currency,
      sessionId: payments.sessionId,
      providerPaymentId: payments.providerPaymentId,
      reviewReason: payments.reviewReason,
      refundId: payments.refundId,
      paidAt: payments.paidAt,
      refundedAt: payments.refundedAt,
      updatedAt: payments.updatedAt,
      orderNumber: orders.number,
      orderStatus: orders.status,
      buyer: users.email,
      jobAttempts: sql<number | null>`(SELECT j.attempts FROM ${jobs} j WHERE j.kind = 'payment.refund' AND (j.payload->>'paymentId')::int = ${payments.id} ORDER BY j.id DESC LIMIT 1)`,
      jobError: sql<string | null>`(SELECT j.last_error FROM ${jobs} j WHERE j.kind = 'payment.refund' AND (j.payload->>'paymentId')::int = ${payments.id} ORDER BY j.id DESC LIMIT 1)`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(payments.status, status))
    .orderBy(desc(payments.updatedAt), desc(payments.id))
    .limit(limit);
  return {
    status,
    items: rows.map((r) => ({
      uid: r.uid,
      provider: r.provider,
      status: r.status,
      amount_cents: r.amountCents,
      currency: r.currency,
      session_id: r.sessionId,
      provider_payment_id: r.providerPaymentId,
      review_reason: r.reviewReason,
      refund_id: r.refundId,
      paid_at: r.paidAt?.toISOString() ?? null,
      refunded_at: r.refundedAt?.toISOString() ?? null,
      updated_at: r.updatedAt.toISOString(),
      order: { number: r.orderNumber, status: r.orderStatus },
      buyer: r.buyer,
      refund_attempts: r.jobAttempts === null ? null : Number(r.jobAttempts),
      refund_error: r.jobError,
    })),
  };
}
