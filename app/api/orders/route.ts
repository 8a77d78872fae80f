import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { pageQuery } from "@/lib/cart/schema";
import { listOrders } from "@/lib/orders/service";

/** The caller's placed orders, newest first. */
export const GET = route("listOrders", async (ctx) => {
  const { caller } = ctx;
  const { page, size } = parseQuery(ctx, pageQuery);
  return privateJson(ctx, await listOrders(caller, ctx.locale, page, size));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
