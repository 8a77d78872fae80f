import { notFound, parseOrThrow } from "@/lib/api/errors";
import { privateJson, route } from "@/lib/api/respond";
import { clearSessionCookies } from "@/lib/auth/cookies";
import { sessionPathParams } from "@/lib/auth/schema";
import { revokeUserSession } from "@/lib/auth/sessions";

/** Signs one of the user's sessions out (another user's session id answers 404). */
export const DELETE = route("revokeSession", async (ctx) => {
  const { caller } = ctx;
  const { uid } = parseOrThrow(sessionPathParams, ctx.params, "path");
  if (!(await revokeUserSession(caller.user.id, uid, "sign_out"))) throw notFound(ctx.t("sessionNotFound", { id: uid }));
  const response = privateJson(ctx, { response_message: ctx.t("signedOut") });
  if (uid === caller.session.uid) await clearSessionCookies(response, ctx.request);
  return response;
});

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
