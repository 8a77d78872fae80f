import { privateJson, route } from "@/lib/api/respond";
import { repeatOrder } from "@/lib/orders/service";
import { notFoundAnswer, pathParams } from "@/lib/api/request";
import { uidPathParams } from "@/lib/api/schemas";

/** Puts the order's offers and configurations back in the cart; names those no longer available. */
export const POST = route("repeatOrder", async (ctx) => {
  const { caller } = ctx;
  const { uid } = pathParams(ctx.params, uidPathParams);
  const result = await repeatOrder(caller, uid, ctx.locale);
  if (!result) throw notFoundAnswer(ctx, "orderNotFound", uid);
  return privateJson(ctx, result);
}, { body: false });

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
