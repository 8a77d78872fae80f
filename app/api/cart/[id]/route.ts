import { parseBody, privateJson, route } from "@/lib/api/respond";
import { cartUpdateSchema, itemPathParams } from "@/lib/cart/schema";
import { removeCartItem, updateCartItem } from "@/lib/cart/service";
import { cartText } from "@/lib/cart/texts";
import { failure, notFoundAnswer, pathParams } from "@/lib/api/request";

/** Changes an item's count, or accepts the offer's current price and stock. */
export const PATCH = route("updateCartItem", async (ctx) => {
  const { caller } = ctx;
  const { id } = pathParams(ctx.params, itemPathParams);
  const change = await parseBody(ctx, cartUpdateSchema);
  const result = await updateCartItem(caller, id, change, ctx.locale);
  if (!result.ok) throw failure(result);
  return privateJson(ctx, { ...result.data, response_message: cartText(ctx.locale, "updated") });
});

export const DELETE = route("removeCartItem", async (ctx) => {
  const { caller } = ctx;
  const { id } = pathParams(ctx.params, itemPathParams);
  if (!(await removeCartItem(caller, id))) throw notFoundAnswer(ctx, "itemNotFound", id);
  return privateJson(ctx, { id, response_message: cartText(ctx.locale, "removed") });
});

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
