import { privateJson, route } from "@/lib/api/respond";
import { offerBodyIssues, offerIdOf } from "@/lib/supplier-offers/http";
import { addIpBlock, listIpBlocks } from "@/lib/supplier-offers/ip-blocks";
import { ipBlockCreateSchema } from "@/lib/supplier-offers/schema";
import { supplierOfferText } from "@/lib/supplier-offers/texts";
import { parseJsonBody } from "@/lib/api/request";

/** The offer's IP blocks; another organisation's offer answers 404 like an unknown id. */
export const GET = route("listOfferIpBlocks", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await listIpBlocks(caller, ctx.locale, offerIdOf(ctx.params)));
});

/** Attaches a range in CIDR notation to a computing offer. */
export const POST = route("addOfferIpBlock", async (ctx) => {
  const { caller } = ctx;
  const id = offerIdOf(ctx.params);
  const input = await parseJsonBody(ctx, ipBlockCreateSchema, offerBodyIssues);
  const block = await addIpBlock(caller, ctx.locale, id, input.cidr);
  return privateJson(ctx, { ...block, response_message: supplierOfferText(ctx.locale, "ipBlockAdded", { cidr: block.cidr }) }, { status: 201 });
});

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
