import { parseBody, privateJson, route } from "@/lib/api/respond";
import { inviteMember, listMembers } from "@/lib/organizations/members";
import { inviteSchema } from "@/lib/organizations/schema";
import { orgText } from "@/lib/organizations/texts";

/** The workspace's members and open invitations. */
export const GET = route("listMembers", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await listMembers(caller, ctx.locale));
});

/** Invites a person by e-mail with a role ("create a separate access"). */
export const POST = route("inviteMember", async (ctx) => {
  const { caller } = ctx;
  const input = await parseBody(ctx, inviteSchema);
  const invitation = await inviteMember(caller, input, ctx.locale);
  return privateJson(ctx, { ...invitation, response_message: orgText(ctx.locale, "invited", { email: invitation.email }) }, { status: 201 });
});

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
