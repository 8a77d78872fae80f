import { privateJson, route } from "@/lib/api/respond";
import { idOf } from "@/lib/organizations/http";
import { revokeInvitation } from "@/lib/organizations/members";
import { orgText } from "@/lib/organizations/texts";

/** Revokes an open invitation of the caller's workspace. */
export const DELETE = route("revokeInvitation", async (ctx) => {
  const { caller } = ctx;
  await revokeInvitation(caller, idOf(ctx.params), ctx.locale);
  return privateJson(ctx, { response_message: orgText(ctx.locale, "invitationRevoked") });
});

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, allowedMethods as OPTIONS } from "@/lib/api/respond";
