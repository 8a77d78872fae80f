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
/** Idempotency keys are kept this long (CONVENTIONS 17). */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** The marketplace's commission on each supplier order, in basis points (10 %). */
export const COMMISSION_BP = 1000;
/** Categories whose instances are machines a buyer logs in to: host name and SSH key apply. */
export const MACHINE_CATEGORIES: ReadonlySet<string> = new Set(["dedicated-servers", "virtual-servers", "gpu-servers", "computing"]);
