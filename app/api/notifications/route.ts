import { parseOrThrow } from "@/lib/api/errors";
import { privateJson, queryObject, readOnly, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { notificationsQuery } from "@/lib/auth/schema";
import { listNotifications } from "@/lib/notifications/actions";

/** The user's notifications, newest first, with the unread count. */
export const GET = route(async (ctx) => {
  const caller = await requireCaller(ctx);
  const { page, size } = parseOrThrow(notificationsQuery, queryObject(ctx.request), "query");
  return privateJson(ctx, await listNotifications(caller.user.id, ctx.locale, page, size));
});

export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE };
