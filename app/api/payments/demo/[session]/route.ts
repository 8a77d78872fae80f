import { ApiError } from "@/lib/api/errors";
import { parseBody, privateJson, route } from "@/lib/api/respond";
import { demoPaySchema } from "@/lib/cart/schema";
import { cartText } from "@/lib/cart/texts";
import { configuredProviderId } from "@/lib/payments/provider";
import { demoSession, payDemoSession } from "@/lib/payments/service";

/**
 * The session id, or 404: for a malformed id, and for every id while the demo provider is not the
 * configured one (its test cards must never settle anything once a real provider takes payments).
 */
const sessionId = (ctx: { params: { session?: string }; locale: "en" | "ru" }) => {
  const session = ctx.params.session ?? "";
  if (configuredProviderId() !== "demo" || !/^demo_cs_[a-f0-9]{32}$/.test(session)) throw new ApiError(404, "not_found", cartText(ctx.locale, "sessionNotFound", { id: session }));
  return session;
};

/** A demo payment session as its hosted page shows it (the session id is the capability, as on Stripe). */
export const GET = route("getDemoSession", async (ctx) => {
  const id = sessionId(ctx);
  const session = await demoSession(id);
  if (!session) throw new ApiError(404, "not_found", cartText(ctx.locale, "sessionNotFound", { id }));
  return privateJson(ctx, session);
});

/** A test card submitted on the demo page (4242… pays, 4000…0002 is declined, 4000…0119: issuer unreachable). */
export const POST = route("payDemoSession", async (ctx) => {
  const id = sessionId(ctx);
  const input = await parseBody(ctx, demoPaySchema);
  const issues = [];
  if (!/^\d{12,19}$/.test(input.card_number.replace(/[\s-]/g, ""))) issues.push({ loc: ["body", "card_number"], msg: cartText(ctx.locale, "cardInvalid"), type: "value_error" });
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  const now = new Date();
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12 || 2000 + Number(m[2]) < now.getUTCFullYear() || (2000 + Number(m[2]) === now.getUTCFullYear() && Number(m[1]) < now.getUTCMonth() + 1)) {
    issues.push({ loc: ["body", "expiry"], msg: cartText(ctx.locale, "expiryInvalid"), type: "value_error" });
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) issues.push({ loc: ["body", "cvc"], msg: cartText(ctx.locale, "cvcInvalid"), type: "value_error" });
  if (issues.length) throw new ApiError(422, "validation_error", issues);
  const result = await payDemoSession(id, input.card_number);
  if (!result.ok) {
    if (result.error === "not_found") throw new ApiError(404, "not_found", cartText(ctx.locale, "sessionNotFound", { id }));
    throw new ApiError(409, "session_closed", { msg: cartText(ctx.locale, "sessionClosed"), code: "session_closed" });
  }
  const message = result.outcome === "declined" ? cartText(ctx.locale, "declined") : result.outcome === "issuer_unreachable" ? cartText(ctx.locale, "issuerUnreachable") : null;
  return privateJson(ctx, { outcome: result.outcome, redirect_url: result.redirectUrl, message });
  // Like a provider's hosted page, the unguessable session id is the capability; no session cookie is involved.
}, { csrf: false });

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
