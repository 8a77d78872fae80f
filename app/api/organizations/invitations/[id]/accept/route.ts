import { privateJson, route } from "@/lib/api/respond";
import { idOf } from "@/lib/organizations/http";
import { acceptInvitation } from "@/lib/organizations/members";
import { myOrganization } from "@/lib/organizations/service";
import { orgText } from "@/lib/organizations/texts";

/** The invitee joins the workspace; answers their organisation. */
export const POST = route("acceptInvitation", async (ctx) => {
  const { caller } = ctx;
  const name = await acceptInvitation(caller, idOf(ctx.params), ctx.locale);
  return privateJson(ctx, { ...(await myOrganization(caller, ctx.locale)), response_message: orgText(ctx.locale, "joined", { name }) });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
