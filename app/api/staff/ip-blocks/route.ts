import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { staffIpBlocks } from "@/lib/supplier-offers/ip-blocks";
import { staffIpBlockQuery } from "@/lib/supplier-offers/schema";

/** IP blocks to review (staff only), each with the blocks it overlaps. */
export const GET = route("staffListIpBlocks", async (ctx) => {
  const { caller } = ctx;
  const q = parseQuery(ctx, staffIpBlockQuery);
  return privateJson(ctx, await staffIpBlocks(caller, ctx.locale, q.status, q.page, q.size));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
