import { privateJson, route } from "@/lib/api/respond";
import { cartValidity } from "@/lib/cart/service";

/** Which cart items cannot be ordered as they are, and why. */
export const GET = route("getCartValidity", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await cartValidity(caller, ctx.locale));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
