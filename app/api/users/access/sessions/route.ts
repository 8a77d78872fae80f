import { privateJson, route } from "@/lib/api/respond";
import { listUserSessions } from "@/lib/auth/sessions";

/** The user's open sessions (device, IP, last use), the caller's own marked current. */
export const GET = route("listSessions", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, { items: await listUserSessions(caller.user.id, caller.session.id) });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
