import { ApiError } from "@/lib/api/errors";
import { parseQuery, route } from "@/lib/api/respond";
import { googleSignInEnabled, setFlowCookie, signInFailedPath, startGoogleSignIn } from "@/lib/auth/oidc";
import { googleStartQuery } from "@/lib/auth/oidc-api-docs";

/**
 * GET /api/users/access/google?next=/path: sends the browser to the OpenID Connect issuer with a
 * fresh state, nonce and PKCE verifier kept in the encrypted application-oidc cookie.
 */
export const GET = route("startGoogleSignIn", async (ctx) => {
  if (!googleSignInEnabled()) throw new ApiError(404, "oidc_off", ctx.t("oidcOff"));
  const { next } = parseQuery(ctx, googleStartQuery);
  const started = await startGoogleSignIn(ctx.request, next ?? null);
  // An unreachable issuer sends the browser to the login-failed page rather than showing an error.
  const location = started.ok ? started.url.href : signInFailedPath(started.next);
  const response = new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
  if (started.ok) setFlowCookie(response, started.cookie, ctx.request);
  return response;
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
