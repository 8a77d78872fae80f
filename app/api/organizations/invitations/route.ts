import { privateJson, route } from "@/lib/api/respond";
import { myInvitations } from "@/lib/organizations/members";

/** Open workspace invitations addressed to the caller's e-mail. */
export const GET = route("listMyInvitations", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await myInvitations(caller));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
