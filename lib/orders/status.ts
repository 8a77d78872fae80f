import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { orders, supplierOrders } from "@/lib/db/schema";
import { assertTransition, recordStatusChange, type Actor, type Transitions } from "@/lib/status/record";

import { FINAL_ORDER_STATUSES, ORDER_STATUSES, type OrderStatus } from "./status-names";

/**
 * The order's transitions and its one writer (CONVENTIONS 14); the statuses are named in
 * ./status-names.ts. docs/buying-api.md.
 */
export { FINAL_ORDER_STATUSES, ORDER_STATUSES, type OrderStatus };

export const ORDER_TRANSITIONS: Transitions<OrderStatus> = {
  draft: ["awaiting_payment", "cancelled"],
  awaiting_payment: ["paid", "cancelled"],
  paid: ["refunded"],
  cancelled: [],
  refunded: [],
};

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
