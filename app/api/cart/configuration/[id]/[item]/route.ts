import { privateJson, route } from "@/lib/api/respond";
import { configItemPathParams } from "@/lib/cart/schema";
import { configureCartItem } from "@/lib/cart/service";
import { failure, pathParams } from "@/lib/api/request";

/** Puts one instance's configuration back to its defaults. */
export const DELETE = route("resetCartInstance", async (ctx) => {
  const { caller } = ctx;
  const { id, item } = pathParams(ctx.params, configItemPathParams);
  const result = await configureCartItem(caller, id, { instance: item, reset: true }, ctx.locale);
  if (!result.ok) throw failure(result);
  return privateJson(ctx, result.data);
});

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
