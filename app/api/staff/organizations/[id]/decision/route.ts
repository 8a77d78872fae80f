import { parseBody, privateJson, route } from "@/lib/api/respond";
import { idOf } from "@/lib/organizations/http";
import { decisionSchema } from "@/lib/organizations/schema";
import { decideOrganization } from "@/lib/organizations/service";
import { staffOrganization } from "@/lib/organizations/staff";
import { orgText } from "@/lib/organizations/texts";

/** Approve, ask for changes, block or unblock (staff only); the owners are notified and e-mailed. */
export const POST = route("staffDecide", async (ctx) => {
  const { caller } = ctx;
  const id = idOf(ctx.params);
  const { action, comment } = await parseBody(ctx, decisionSchema);
  await decideOrganization(caller, id, action, comment, ctx.locale);
  return privateJson(ctx, { ...(await staffOrganization(caller, id, ctx.locale)), response_message: orgText(ctx.locale, "decided") });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
