import { privateJson, route } from "@/lib/api/respond";
import { supportPathParams } from "@/lib/resources/schema";
import { closeSupport, supportParty } from "@/lib/resources/support";
import { resourceText } from "@/lib/resources/texts";
import { pathParams } from "@/lib/api/request";

/** Closes a support request (the organisation, delivery.write): no more messages; the other side is told. */
export const POST = route("closeSupportRequestAsSupplier", async (ctx) => {
  const { caller } = ctx;
  const party = await supportParty(caller, ctx.locale, "supplier", "delivery.write");
  const { uid, request } = pathParams(ctx.params, supportPathParams);
  const thread = await closeSupport(party, ctx.locale, uid, request);
  return privateJson(ctx, { ...thread, response_message: resourceText(ctx.locale, "supportClosedDone") });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
