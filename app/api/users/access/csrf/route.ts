import { privateJson, route } from "@/lib/api/respond";
import { CSRF_COOKIE } from "@/lib/auth/constants";
import { requestCookies, setCsrfCookie } from "@/lib/auth/cookies";
import { newCsrfToken, validToken } from "@/lib/auth/csrf";

/** The cross-site request token (the current one when the cookie holds a valid one, else a new one). */
export const GET = route(async (ctx) => {
  const current = requestCookies(ctx.request).get(CSRF_COOKIE)?.value;
  const token = current && (await validToken(current)) ? current : await newCsrfToken();
  const response = privateJson(ctx, { csrf_token: token });
  if (token !== current) setCsrfCookie(response, token, ctx.request);
  return response;
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
