import { parseBody, privateJson, route } from "@/lib/api/respond";
import { cartConfigureSchema, itemPathParams } from "@/lib/cart/schema";
import { configureCartItem } from "@/lib/cart/service";
import { failure, pathParams } from "@/lib/api/request";

/** Saves configuration values on one instance (1-based) or every instance of a cart item. */
export const POST = route("configureCartItem", async (ctx) => {
  const { caller } = ctx;
  const { id } = pathParams(ctx.params, itemPathParams);
  const input = await parseBody(ctx, cartConfigureSchema);
  const result = await configureCartItem(caller, id, input, ctx.locale);
  if (!result.ok) throw failure(result);
  return privateJson(ctx, result.data);
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
