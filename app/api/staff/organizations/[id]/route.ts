import { privateJson, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { requireStaff } from "@/lib/organizations/access";
import { idOf } from "@/lib/organizations/http";
import { staffOrganization } from "@/lib/organizations/staff";

/** One organisation as staff review it: fields, documents, workflow and status history. */
export const GET = route<{ id: string }>(async (ctx) => {
  const caller = await requireCaller(ctx);
  requireStaff(caller, ctx.locale);
  return privateJson(ctx, await staffOrganization(idOf(ctx.params), ctx.locale));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
