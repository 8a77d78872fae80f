import { ApiError } from "@/lib/api/errors";
import { privateJson, route } from "@/lib/api/respond";
import { retryOrderPayment } from "@/lib/payments/service";
import { idempotencyKey, notFoundAnswer, pathParams } from "@/lib/api/request";
import { uidPathParams } from "@/lib/api/schemas";

/** A new payment session for an order awaiting payment whose last payment failed or expired. */
export const POST = route("retryOrderPayment", async (ctx) => {
  const { caller } = ctx;
  const { uid } = pathParams(ctx.params, uidPathParams);
  const key = idempotencyKey(ctx);
  const result = await retryOrderPayment(caller, uid, key, ctx.locale);
  if (!result) throw notFoundAnswer(ctx, "orderNotFound", uid);
  if (!result.ok) throw new ApiError(result.status, result.status === 503 ? "payments_unavailable" : "not_payable", { msg: result.message });
  return privateJson(ctx, { payment: result.payment });
}, { body: false });

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
