import { privateJson, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { notFoundAnswer, pathParams } from "@/lib/cart/http";
import { uidPathParams } from "@/lib/cart/schema";
import { repeatOrder } from "@/lib/orders/service";

type Params = { uid: string };

/** Puts the order's offers and configurations back in the cart; names those no longer available. */
export const POST = route<Params>(async (ctx) => {
  const caller = await requireCaller(ctx);
  const { uid } = pathParams(ctx.params, uidPathParams);
  const result = await repeatOrder(caller, uid, ctx.locale);
  if (!result) throw notFoundAnswer(ctx, "orderNotFound", uid);
  return privateJson(ctx, result);
}, { body: false });

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
