/**
 * Offer statuses (spec section 4; docs/supplier-offers.md); ./offer-status.ts moves them. Not
 * server-only: the database enum, the answers' schemas and the supplier's pages name them from here.
 * - public: listed in the catalogue and on sale.
 * - hidden: kept by its supplier, out of the catalogue.
 * - suspended: its organisation is blocked; public again when staff unblock it.
 * - archived: deleted by its supplier while order lines point to it; never on sale again.
 */
export const OFFER_STATUSES = ["public", "hidden", "suspended", "archived"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Statuses a supplier or staff set by hand; `suspended` and `archived` are the system's. */
export const SETTABLE_OFFER_STATUSES = ["public", "hidden"] as const satisfies readonly OfferStatus[];
export type SettableOfferStatus = (typeof SETTABLE_OFFER_STATUSES)[number];

/** Whether a supplier may still change an offer in `status` (the others answer 409 offer_not_writable). */
export function isWritableOffer(status: string): boolean {
  return (SETTABLE_OFFER_STATUSES as readonly string[]).includes(status);
}
