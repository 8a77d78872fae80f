import { privateJson, readOnly, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { listUserSessions } from "@/lib/auth/sessions";

/** The user's open sessions (device, IP, last use), the caller's own marked current. */
export const GET = route(async (ctx) => {
  const caller = await requireCaller(ctx);
  return privateJson(ctx, { items: await listUserSessions(caller.user.id, caller.session.id) });
});

export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE };
