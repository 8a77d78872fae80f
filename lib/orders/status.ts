import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { orders, supplierOrders } from "@/lib/db/schema";
import { assertTransition, recordStatusChange, type Actor, type Transitions } from "@/lib/status/record";

/**
 * Order statuses and their transitions, in one place (CONVENTIONS 14). docs/buying-api.md.
 * - draft: the stepper's order (at most one per buyer); lines still live in the cart.
 * - awaiting_payment: placed; lines priced and stock held until `reserved_until`.
 * - paid: a payment was captured; resources, invoice and supplier orders exist.
 * - cancelled: given up before payment (draft discarded, or the hold expired); stock released.
 * - refunded: the payment was returned (staff, a later issue).
 */
export const ORDER_STATUSES = ["draft", "awaiting_payment", "paid", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Transitions<OrderStatus> = {
  draft: ["awaiting_payment", "cancelled"],
  awaiting_payment: ["paid", "cancelled"],
  paid: ["refunded"],
  cancelled: [],
  refunded: [],
};

/** Statuses whose order is final: nothing more happens to it on its own. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ["paid", "cancelled", "refunded"];

type OrderRef = { id: number; status: string };
type OrderColumns = Partial<typeof orders.$inferInsert>;

/**
 * Moves an order (and its supplier orders) from its current status to `to`, only if nobody moved it
 * meanwhile (conditional update). False when it was no longer in `order.status`.
 */
export async function moveOrder(db: Db, order: OrderRef, to: OrderStatus, actor: Actor, reason: string, set: OrderColumns = {}): Promise<boolean> {
  const from = order.status as OrderStatus;
  assertTransition("order", ORDER_TRANSITIONS, from, to);
  const moved = await db
    .update(orders)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (!moved.length) return false;
  await recordStatusChange(db, "order", order.id, from, to, actor, reason);
  if (to !== "awaiting_payment") await db.update(supplierOrders).set({ status: to }).where(eq(supplierOrders.orderId, order.id));
  return true;
}
