import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { requireStaff } from "@/lib/organizations/access";
import { staffIpBlocks } from "@/lib/supplier-offers/ip-blocks";
import { staffIpBlockQuery } from "@/lib/supplier-offers/schema";

/** IP blocks to review (staff only), each with the blocks it overlaps. */
export const GET = route(async (ctx) => {
  const caller = await requireCaller(ctx);
  const q = parseQuery(ctx, staffIpBlockQuery);
  requireStaff(caller, ctx.locale);
  return privateJson(ctx, await staffIpBlocks(q.status, q.page, q.size));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
