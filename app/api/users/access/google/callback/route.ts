import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/respond";
import { finishGoogleSignIn, googleSignInAnswer, googleSignInEnabled } from "@/lib/auth/oidc";

/**
 * GET /api/users/access/google/callback: the issuer's redirect back. Always answers a small HTML
 * page (signed in and on to `next`, or on to /?login=failed), never a 500.
 */
export const GET = route("finishGoogleSignIn", async (ctx) => {
  if (!googleSignInEnabled()) throw new ApiError(404, "oidc_off", ctx.t("oidcOff"));
  return googleSignInAnswer(ctx.request, await finishGoogleSignIn(ctx.request));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
