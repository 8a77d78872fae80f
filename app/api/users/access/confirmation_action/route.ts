import { parseBody, privateJson, route } from "@/lib/api/respond";
import { requestSignInCode } from "@/lib/auth/actions";
import { authFailure } from "@/lib/auth/api";
import { CODE_TTL_S, RESEND_AFTER_S } from "@/lib/auth/constants";
import { clientIp } from "@/lib/auth/request-info";
import { requestCodeSchema } from "@/lib/auth/schema";

/** Sends a 6-digit sign-in code to the e-mail (the same answer whether or not it has an account). */
export const POST = route("requestSignInCode", async (ctx) => {
  const { email } = await parseBody(ctx, requestCodeSchema);
  const result = await requestSignInCode(email, clientIp(ctx.request.headers), ctx.locale);
  if (!result.ok) throw authFailure(ctx, result);
  return privateJson(ctx, { response_message: ctx.t("codeSent", { email }), resend_after: RESEND_AFTER_S, expires_in: CODE_TTL_S });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
