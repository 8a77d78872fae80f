import { privateJson, route } from "@/lib/api/respond";
import { idOf } from "@/lib/organizations/http";
import { declineInvitation } from "@/lib/organizations/members";
import { orgText } from "@/lib/organizations/texts";

/** The invitee declines. */
export const DELETE = route("declineInvitation", async (ctx) => {
  const { caller } = ctx;
  await declineInvitation(caller, idOf(ctx.params), ctx.locale);
  return privateJson(ctx, { response_message: orgText(ctx.locale, "declined") });
});

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, allowedMethods as OPTIONS } from "@/lib/api/respond";
