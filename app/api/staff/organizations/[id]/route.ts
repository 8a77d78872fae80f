import { privateJson, route } from "@/lib/api/respond";
import { idOf } from "@/lib/organizations/http";
import { staffOrganization } from "@/lib/organizations/staff";

/** One organisation as staff review it: fields, documents, workflow and status history. */
export const GET = route("staffGetOrganization", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await staffOrganization(caller, idOf(ctx.params), ctx.locale));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
