import { parseBody, privateJson, route } from "@/lib/api/respond";
import { idOf } from "@/lib/organizations/http";
import { changeMemberRole, removeMember } from "@/lib/organizations/members";
import { roleChangeSchema } from "@/lib/organizations/schema";
import { orgText } from "@/lib/organizations/texts";

/** Changes a member's role (only owners touch the owner role; the last owner stays). */
export const PATCH = route("changeMemberRole", async (ctx) => {
  const { caller } = ctx;
  const id = idOf(ctx.params);
  const { role } = await parseBody(ctx, roleChangeSchema);
  const member = await changeMemberRole(caller, id, role, ctx.locale);
  return privateJson(ctx, { ...member, response_message: orgText(ctx.locale, "roleChanged") });
});

/** Removes a member; with the caller's own member uid, leaves the workspace. */
export const DELETE = route("removeMember", async (ctx) => {
  const { caller } = ctx;
  await removeMember(caller, idOf(ctx.params), ctx.locale);
  return privateJson(ctx, { response_message: orgText(ctx.locale, "memberRemoved") });
});

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, allowedMethods as OPTIONS } from "@/lib/api/respond";
