import { ApiError } from "@/lib/api/errors";
import { privateJson, route } from "@/lib/api/respond";
import { clearSessionCookies, sessionTokensOf, setSessionCookies } from "@/lib/auth/cookies";
import { bearerToken } from "@/lib/auth/request-info";
import { rotateRefreshToken } from "@/lib/auth/sessions";

/**
 * Rotates the refresh token (as `Authorization: Bearer`, or the session cookie's) into a new pair.
 * An already used token revokes its whole session. Failure answers 401 and clears the cookie.
 */
export const POST = route("refreshAccess", async (ctx) => {
  const bearer = bearerToken(ctx.request.headers);
  const token = bearer !== undefined ? bearer : sessionTokensOf(ctx.request)?.refresh_token;
  const result = token ? await rotateRefreshToken(ctx.request, token) : { ok: false as const };
  if (!result.ok) {
    const error = new ApiError(401, "refresh_failed", ctx.t("notAuthenticated"));
    const response = privateJson(ctx, { detail: error.detail }, { status: 401 });
    await clearSessionCookies(response, ctx.request);
    return response;
  }
  const { access_token, refresh_token, token_type, expires_in } = result.pair;
  const response = privateJson(ctx, { access_token, refresh_token, token_type, expires_in });
  await setSessionCookies(response, result.pair, ctx.request);
  return response;
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
