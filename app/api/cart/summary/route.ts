import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { cartSummaryQuery } from "@/lib/cart/schema";
import { cartSummary } from "@/lib/cart/service";

/** The cart's totals (spec section 7); `profile` prices VAT for that billing profile. */
export const GET = route("getCartSummary", async (ctx) => {
  const { caller } = ctx;
  const { profile } = parseQuery(ctx, cartSummaryQuery);
  return privateJson(ctx, await cartSummary(caller, ctx.locale, profile));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
