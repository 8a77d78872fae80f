/**
 * Order statuses (docs/buying-api.md); lib/orders/status.ts moves them. Not server-only: pages name them.
 * - draft: the stepper's order (at most one per buyer); lines still live in the cart.
 * - awaiting_payment: placed; lines priced and stock held until `reserved_until`.
 * - paid: a payment was captured; resources, invoice and supplier orders exist.
 * - cancelled: given up before payment (draft discarded, or the hold expired); stock released.
 * - refunded: the payment was returned to the buyer (staff refunds; nothing writes it yet).
 */
export const ORDER_STATUSES = ["draft", "awaiting_payment", "paid", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses whose order is final: nothing more happens to it on its own. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ["paid", "cancelled", "refunded"];
