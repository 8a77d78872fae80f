/** Cart and order limits (docs/buying-api.md). */
export const MAX_CART_ITEMS = 20;
export const MAX_ITEM_COUNT = 10;
/** Spec section 9: the cart's default page size. */
export const CART_PAGE_SIZE = 10;
/** A prepaid block of hours of an hourly offer, per instance: 1 hour up to one month (730 hours). */
export const MIN_HOURS = 1;
export const MAX_HOURS = 730;
export const DEFAULT_HOURS = 24;
/** Stock is held for an unpaid order this long; the payment session ends earlier (Stripe allows 30 min+). */
export const RESERVATION_MINUTES = 60;
export const PAYMENT_SESSION_MINUTES = 30;
/**
 * A session never outlives its order's hold: a retry stretches the hold to its new session's end,
 * but never past this long after placement (so retries cannot hold stock for ever).
 */
export const MAX_HOLD_MINUTES = 120;
/** After the order's last session ends unpaid, its stock stays held this long for a retry, then is released. */
export const PAYMENT_RETRY_GRACE_MINUTES = 10;
/** One buyer's unpaid orders at once, and the instances they hold together (one account cannot empty the shelves). */
export const MAX_UNPAID_ORDERS = 3;
export const MAX_HELD_UNITS = 50;
/** Idempotency keys are kept this long (CONVENTIONS 17). */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** Categories whose instances are machines a buyer logs in to: host name and SSH key apply. */
export const MACHINE_CATEGORIES: ReadonlySet<string> = new Set(["dedicated-servers", "virtual-servers", "gpu-servers", "computing"]);

/**
 * Placement attempts per buyer and per client IP in an hour (a replay of a known Idempotency-Key is
 * not counted): far above what a person does (a hundred identical concurrent retries still pass),
 * low enough that a script cannot churn through stock.
 */
export const PLACEMENT_RATES = {
  perBuyer: { bucket: "order_place_buyer", limit: 120, windowS: 3600 },
  perIp: { bucket: "order_place_ip", limit: 600, windowS: 3600, perIp: true },
} as const satisfies Record<string, { bucket: string; limit: number; windowS: number; perIp?: boolean }>;
