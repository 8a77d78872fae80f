import { ApiError } from "@/lib/api/errors";
import { parseBody, privateJson, route } from "@/lib/api/respond";
import { requestEmailChange } from "@/lib/auth/actions";
import { authFailure } from "@/lib/auth/api";
import { requireUnlocked } from "@/lib/auth/caller";
import { CODE_TTL_S, RESEND_AFTER_S } from "@/lib/auth/constants";
import { clientIp } from "@/lib/auth/request-info";
import { emailChangeRequestSchema } from "@/lib/auth/schema";

/**
 * Sends a code to the new address (identity confirmed first); the e-mail changes once it is entered.
 * Another account's address answers the same (its owner is told by e-mail instead).
 */
export const POST = route("requestEmailChange", async (ctx) => {
  const { caller } = ctx;
  requireUnlocked(ctx, caller);
  const { email } = await parseBody(ctx, emailChangeRequestSchema);
  const result = await requestEmailChange(caller, email, clientIp(ctx.request.headers), ctx.locale);
  if (!result.ok) {
    if (result.error === "same") throw new ApiError(422, "email_same", [{ loc: ["body", "email"], msg: ctx.t("emailSame"), type: "email_same" }]);
    throw authFailure(ctx, result);
  }
  return privateJson(ctx, { response_message: ctx.t("codeSent", { email }), resend_after: RESEND_AFTER_S, expires_in: CODE_TTL_S });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
