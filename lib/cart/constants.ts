/** Cart limits (docs/buying-api.md, "Limits"). */
export const MAX_CART_ITEMS = 20;
export const MAX_ITEM_COUNT = 10;
/** Spec section 9: the cart's default page size. */
export const CART_PAGE_SIZE = 10;
/** A prepaid block of hours of an hourly offer, per instance: 1 hour up to one month (730 hours). */
export const MIN_HOURS = 1;
export const MAX_HOURS = 730;
export const DEFAULT_HOURS = 24;
/** Categories whose instances are machines a buyer logs in to: host name and SSH key apply. */
export const MACHINE_CATEGORIES: ReadonlySet<string> = new Set(["dedicated-servers", "virtual-servers", "gpu-servers", "computing"]);
