import { ApiError } from "@/lib/api/errors";
import { parseBody, privateJson, route } from "@/lib/api/respond";
import { signInWithCode } from "@/lib/auth/actions";
import { authFailure } from "@/lib/auth/api";
import { setSessionCookies } from "@/lib/auth/cookies";
import { clientIp } from "@/lib/auth/request-info";
import { signInSchema } from "@/lib/auth/schema";
import { userDto } from "@/lib/auth/users";

/** Exchanges the e-mailed code for tokens (and the session cookie); the first sign-in creates the user. */
export const POST = route("signIn", async (ctx) => {
  const input = await parseBody(ctx, signInSchema);
  const result = await signInWithCode(ctx.request, input, clientIp(ctx.request.headers));
  if (!result.ok) {
    if (result.error === "terms") {
      throw new ApiError(422, "terms_required", [{ loc: ["body", "terms_accepted"], msg: ctx.t("termsRequired"), type: "terms_required" }]);
    }
    throw authFailure(ctx, result);
  }
  const { access_token, refresh_token, token_type, expires_in } = result.pair;
  const user = await userDto({ user: result.user });
  const response = privateJson(ctx, { access_token, refresh_token, token_type, expires_in, user, response_message: ctx.t("signedIn") });
  await setSessionCookies(response, result.pair, ctx.request);
  return response;
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
