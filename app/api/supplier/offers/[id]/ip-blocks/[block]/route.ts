import { privateJson, route } from "@/lib/api/respond";
import { removeIpBlock } from "@/lib/supplier-offers/ip-blocks";
import { ipBlockPathParams } from "@/lib/supplier-offers/schema";
import { supplierOfferText } from "@/lib/supplier-offers/texts";
import { pathParams } from "@/lib/api/request";

/** Detaches one IP block of the caller's offer. */
export const DELETE = route("removeOfferIpBlock", async (ctx) => {
  const { caller } = ctx;
  const { id, block } = pathParams(ctx.params, ipBlockPathParams);
  await removeIpBlock(caller, ctx.locale, id, block);
  return privateJson(ctx, { response_message: supplierOfferText(ctx.locale, "ipBlockRemoved") });
});

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, allowedMethods as OPTIONS } from "@/lib/api/respond";
