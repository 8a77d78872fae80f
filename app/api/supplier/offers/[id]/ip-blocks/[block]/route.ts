import { privateJson, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { pathParams } from "@/lib/cart/http";
import { removeIpBlock } from "@/lib/supplier-offers/ip-blocks";
import { ipBlockPathParams } from "@/lib/supplier-offers/schema";
import { supplierOfferText } from "@/lib/supplier-offers/texts";

type Params = { id: string; block: string };

/** Detaches one IP block of the caller's offer. */
export const DELETE = route<Params>(async (ctx) => {
  const caller = await requireCaller(ctx);
  const { id, block } = pathParams(ctx.params, ipBlockPathParams);
  await removeIpBlock(caller, ctx.locale, id, block);
  return privateJson(ctx, { response_message: supplierOfferText(ctx.locale, "ipBlockRemoved") });
});

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, allowedMethods as OPTIONS } from "@/lib/api/respond";
