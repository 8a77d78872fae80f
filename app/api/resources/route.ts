import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { pageQuery } from "@/lib/cart/schema";
import { listResources } from "@/lib/resources/queries";

export const GET = route(async (ctx) => {
  const caller = await requireCaller(ctx);
  const { page, size } = parseQuery(ctx, pageQuery);
  return privateJson(ctx, await listResources(caller, page, size));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
