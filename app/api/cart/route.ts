import { parseBody, parseQuery, privateJson, route } from "@/lib/api/respond";
import { cartAddSchema, cartPageQuery } from "@/lib/cart/schema";
import { addToCart, clearCart, listCart } from "@/lib/cart/service";
import { cartText } from "@/lib/cart/texts";
import { failure } from "@/lib/api/request";

/** One page of the caller's cart (spec section 7). */
export const GET = route("getCart", async (ctx) => {
  const { caller } = ctx;
  const { page, size, profile } = parseQuery(ctx, cartPageQuery);
  return privateJson(ctx, await listCart(caller, ctx.locale, page, size, profile));
});

/** Puts an offer in the cart (or adds to its count). */
export const POST = route("addToCart", async (ctx) => {
  const { caller } = ctx;
  const input = await parseBody(ctx, cartAddSchema);
  const result = await addToCart(caller, input.offer, input.count, ctx.locale);
  if (!result.ok) throw failure(result);
  return privateJson(ctx, { ...result.data.item, response_message: cartText(ctx.locale, "added") }, { status: result.data.created ? 201 : 200 });
});

/** Empties the cart. */
export const DELETE = route("emptyCart", async (ctx) => {
  const { caller } = ctx;
  const removed = await clearCart(caller);
  return privateJson(ctx, { removed, response_message: cartText(ctx.locale, "emptied") });
});

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, allowedMethods as OPTIONS } from "@/lib/api/respond";
