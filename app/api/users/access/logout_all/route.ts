import { privateJson, route } from "@/lib/api/respond";
import { clearSessionCookies } from "@/lib/auth/cookies";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { createNotification } from "@/lib/notifications/actions";

/** Signs every session of the user out, this one included. */
export const POST = route("signOutEverywhere", async (ctx) => {
  const { caller } = ctx;
  const count = await revokeUserSessions(caller.user.id, "sign_out_all");
  await createNotification(caller.user.id, "signed_out_everywhere");
  const response = privateJson(ctx, { response_message: ctx.t("signedOutAll", { count: String(count) }), closed: count });
  await clearSessionCookies(response, ctx.request);
  return response;
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
