import { privateJson, route } from "@/lib/api/respond";
import { orderDetail } from "@/lib/orders/service";
import { notFoundAnswer, pathParams } from "@/lib/api/request";
import { uidPathParams } from "@/lib/api/schemas";

export const GET = route("getOrder", async (ctx) => {
  const { caller } = ctx;
  const { uid } = pathParams(ctx.params, uidPathParams);
  const order = await orderDetail(caller, uid, ctx.locale);
  if (!order) throw notFoundAnswer(ctx, "orderNotFound", uid);
  return privateJson(ctx, order);
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
