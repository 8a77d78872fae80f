import { privateJson, route } from "@/lib/api/respond";
import { intercomHash } from "@/lib/auth/users";
import { env } from "@/lib/env";

/**
 * The chat-support identity: HMAC-SHA256 of the user's uid with the server's Intercom secret, and
 * the app id (null: no widget configured).
 */
export const GET = route("getIntercomIdentity", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, { hash: await intercomHash(caller.user.uid), user_id: caller.user.uid, app_id: env.INTERCOM_APP_ID ?? null });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
