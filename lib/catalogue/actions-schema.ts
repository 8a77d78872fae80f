import { z } from "zod";
import { uidSchema } from "./schema";
import { SETTABLE_OFFER_STATUSES } from "./offer-status-names";

/** Spec section 4: offers are published or hidden in bulk. */
export const setOfferStatusSchema = z.object({
  uids: z.array(uidSchema).min(1, { message: "uids must list at least one offer" }).max(500, { message: "At most 500 offers at once" }),
  status: z.enum(SETTABLE_OFFER_STATUSES, { message: "status must be 'public' or 'hidden'" }),
});
export type SetOfferStatusInput = z.infer<typeof setOfferStatusSchema>;

export const setOfferStatusResponse = z.object({
  updated: z.array(z.string()).describe("Offers whose status is now the one asked for"),
  unknown: z.array(z.string()).describe("Uids that match no offer"),
  response_message: z.string(),
});
