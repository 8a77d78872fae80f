import { errorResponse, json, route } from "@/lib/api/respond";
import { handleWebhook } from "@/lib/payments/service";
import { configuredProviderId } from "@/lib/payments/provider";

/**
 * The most bytes of an event read: Stripe's events are a few kilobytes; a larger body answers 413
 * while it streams, before its signature is checked.
 */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Stripe's signed webhook. A bad signature answers 400 (never 200 with the status in the body);
 * a duplicate or an event of no interest answers 200 so Stripe stops retrying it.
 */
export const POST = route(
  "stripeWebhook",
  async (ctx) => {
    if (configuredProviderId() !== "stripe") return errorResponse(404, "Stripe is not configured", ctx.locale);
    const raw = await ctx.body.text();
    const outcome = await handleWebhook("stripe", raw, ctx.request.headers);
    if (outcome === "bad_signature") return errorResponse(400, { msg: "Bad signature", code: "bad_signature" }, ctx.locale);
    return json(ctx, { received: true, outcome });
  },
  { csrf: false, bodyLimit: WEBHOOK_BODY_LIMIT },
);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
