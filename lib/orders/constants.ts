/** Order limits (docs/buying-api.md, "Limits"). */
/** Stock is held for an unpaid order this long; the payment session ends earlier (Stripe allows 30 min+). */
export const RESERVATION_MINUTES = 60;
/** After the order's last session ends unpaid, its stock stays held this long for a retry, then is released. */
export const PAYMENT_RETRY_GRACE_MINUTES = 10;
/** One buyer's unpaid orders at once, and the instances they hold together (one account cannot empty the shelves). */
export const MAX_UNPAID_ORDERS = 3;
export const MAX_HELD_UNITS = 50;
/** Idempotency keys are kept this long (CONVENTIONS 17). */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * Placement attempts per buyer and per client IP in an hour (a replay of a known Idempotency-Key is
 * not counted): far above what a person does (a hundred identical concurrent retries still pass),
 * low enough that a script cannot churn through stock.
 */
export const PLACEMENT_RATES = {
  perBuyer: { bucket: "order_place_buyer", limit: 120, windowS: 3600 },
  perIp: { bucket: "order_place_ip", limit: 600, windowS: 3600, perIp: true },
} as const satisfies Record<string, { bucket: string; limit: number; windowS: number; perIp?: boolean }>;
