import { parseBody, privateJson, route } from "@/lib/api/respond";
import { markReadSchema } from "@/lib/auth/schema";
import { markNotificationsRead } from "@/lib/notifications/actions";

/** Marks the given notifications (or, with no uids, all of them) as read. */
export const POST = route("markNotificationsRead", async (ctx) => {
  const { caller } = ctx;
  const { uids } = await parseBody(ctx, markReadSchema);
  const unread = await markNotificationsRead(caller.user.id, uids);
  return privateJson(ctx, { unread, response_message: ctx.t("notificationsRead") });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
