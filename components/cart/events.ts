/**
 * Dispatched on `window` after any change to the cart (an offer added, a count, a removal, emptying):
 * the header's cart badge reads the summary again. Deliberately tiny: catalogue pages import it.
 */
export const CART_EVENT = "cart:changed";

export function announceCartChanged() {
  window.dispatchEvent(new Event(CART_EVENT));
}
