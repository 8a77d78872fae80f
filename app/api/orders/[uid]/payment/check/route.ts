import { privateJson, route } from "@/lib/api/respond";
import { checkOrderPayment } from "@/lib/payments/service";
import { notFoundAnswer, pathParams } from "@/lib/api/request";
import { uidPathParams } from "@/lib/api/schemas";

/** Asks the payment provider what became of the order's payment and applies it (spec section 4). */
export const POST = route("checkOrderPayment", async (ctx) => {
  const { caller } = ctx;
  const { uid } = pathParams(ctx.params, uidPathParams);
  const state = await checkOrderPayment(caller, uid, ctx.locale);
  if (!state) throw notFoundAnswer(ctx, "orderNotFound", uid);
  return privateJson(ctx, state);
}, { body: false });

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
