import { privateJson, route } from "@/lib/api/respond";
import { requestIdentityCode } from "@/lib/auth/actions";
import { authFailure } from "@/lib/auth/api";
import { CODE_TTL_S, RESEND_AFTER_S } from "@/lib/auth/constants";
import { clientIp } from "@/lib/auth/request-info";

/** Sends an identity-confirmation code to the signed-in user's e-mail. */
export const POST = route("requestIdentityCode", async (ctx) => {
  const { caller } = ctx;
  const result = await requestIdentityCode(caller, clientIp(ctx.request.headers), ctx.locale);
  if (!result.ok) throw authFailure(ctx, result);
  return privateJson(ctx, { response_message: ctx.t("codeSent", { email: caller.user.email }), resend_after: RESEND_AFTER_S, expires_in: CODE_TTL_S });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
