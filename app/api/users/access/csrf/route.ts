import { privateJson, route } from "@/lib/api/respond";
import { csrfTokenFor, requestBinding, setCsrfCookie } from "@/lib/auth/csrf";

/**
 * The cross-site request token of this browser's session (or of a guest): the cookie's when it is
 * valid for it, else a new one (cookie `__Host-application-csrf` over https, `application-csrf` over http).
 */
export const GET = route("getCsrfToken", async (ctx) => {
  const { token, fresh } = await csrfTokenFor(ctx.request, await requestBinding(ctx.request));
  const response = privateJson(ctx, { csrf_token: token });
  if (fresh) setCsrfCookie(response, token, ctx.request);
  return response;
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
