import { privateJson, route } from "@/lib/api/respond";
import { getCaller } from "@/lib/auth/caller";
import { clearSessionCookies } from "@/lib/auth/cookies";
import { revokeSession } from "@/lib/auth/sessions";

/** Signs this session out (its refresh token dies) and clears the cookies; harmless when already out. */
export const POST = route("signOut", async (ctx) => {
  const caller = await getCaller(ctx.request);
  if (caller) await revokeSession(caller.session.id, "sign_out");
  const response = privateJson(ctx, { response_message: ctx.t("signedOut") });
  await clearSessionCookies(response, ctx.request);
  return response;
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
