import { parseBody, privateJson, route } from "@/lib/api/respond";
import { decideIpBlock } from "@/lib/supplier-offers/ip-blocks";
import { ipBlockDecisionSchema, staffIpBlockPathParams } from "@/lib/supplier-offers/schema";
import { supplierOfferText } from "@/lib/supplier-offers/texts";
import { pathParams } from "@/lib/api/request";

/** Verify or reject an IP block (staff only). */
export const POST = route("staffDecideIpBlock", async (ctx) => {
  const { caller } = ctx;
  const { id } = pathParams(ctx.params, staffIpBlockPathParams);
  const { action, comment } = await parseBody(ctx, ipBlockDecisionSchema);
  const block = await decideIpBlock(caller, id, action, comment, ctx.locale);
  return privateJson(ctx, { ...block, response_message: supplierOfferText(ctx.locale, action === "verify" ? "ipBlockVerified" : "ipBlockRejected", { cidr: block.cidr }) });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
