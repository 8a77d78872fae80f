import { ApiError } from "@/lib/api/errors";
import { failure, idempotencyKey } from "@/lib/api/request";
import { parseBody, privateJson, route } from "@/lib/api/respond";
import { consumeRates } from "@/lib/auth/rate-limit";
import { clientIp } from "@/lib/auth/request-info";
import { PLACEMENT_RATES } from "@/lib/orders/constants";
import { placeOrderSchema } from "@/lib/cart/schema";
import { cartText } from "@/lib/cart/texts";
import { isKnownPlacementKey, orderDetailById } from "@/lib/orders/service";
import { openSessionFor, paymentDto, placeOrder } from "@/lib/payments/service";

/**
 * Places the cart as one order and opens its payment (docs/buying-api.md). Idempotent by the
 * Idempotency-Key header: the same key and body answer the same order and payment.
 */
export const POST = route("placeOrder", async (ctx) => {
  const { caller } = ctx;
  const key = idempotencyKey(ctx);
  const input = await parseBody(ctx, placeOrderSchema);
  const rate = (await isKnownPlacementKey(caller, key)) ? { ok: true as const } : await consumeRates([
    [PLACEMENT_RATES.perBuyer, caller.user.uid],
    [PLACEMENT_RATES.perIp, clientIp(ctx.request.headers)],
  ]);
  if (!rate.ok) {
    const minutes = String(Math.max(1, Math.ceil(rate.retryAfterS / 60)));
    throw new ApiError(429, "too_many_placements", { msg: cartText(ctx.locale, "placeRateLimited", { minutes }), code: "too_many_placements" }, { "Retry-After": String(rate.retryAfterS) });
  }
  if (!input.profile) throw new ApiError(422, "select_profile", [{ loc: ["body", "profile"], msg: cartText(ctx.locale, "selectProfile"), type: "missing" }]);
  const placed = await placeOrder(caller, { profile: input.profile, key }, ctx.locale);
  if (!placed.ok) throw failure(placed);
  const session = await openSessionFor(placed.orderId);
  const order = await orderDetailById(caller, placed.orderId, ctx.locale);
  if (session && !session.ok) {
    throw new ApiError(503, "payments_unavailable", { msg: cartText(ctx.locale, "paymentsUnavailable"), code: "payments_unavailable", order_uid: order?.uid });
  }
  return privateJson(ctx, { order, payment: paymentDto(session?.ok ? session.payment : null) }, { status: placed.replayed ? 200 : 201, headers: placed.replayed ? { "Idempotent-Replayed": "true" } : {} });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
