import { privateJson, parseQuery, route } from "@/lib/api/respond";
import { notificationsQuery } from "@/lib/auth/schema";
import { listNotifications } from "@/lib/notifications/actions";

/** The user's notifications, newest first, with the unread count. */
export const GET = route("listNotifications", async (ctx) => {
  const { caller } = ctx;
  const { page, size } = parseQuery(ctx, notificationsQuery);
  return privateJson(ctx, await listNotifications(caller.user.id, ctx.locale, page, size));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
