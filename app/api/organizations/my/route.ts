import { privateJson, route } from "@/lib/api/respond";
import { organizationUpdateSchema } from "@/lib/organizations/schema";
import { myOrganization, updateOrganization } from "@/lib/organizations/service";
import { orgText } from "@/lib/organizations/texts";
import { orgBodyIssues } from "@/lib/organizations/http";
import { parseJsonBody } from "@/lib/api/request";

/** The caller's organisation with their role and permissions (spec section 7); 404 without one. */
export const GET = route("getMyOrganization", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await myOrganization(caller, ctx.locale));
});

/** Edits the organisation; an approved one's edit waits for verification again (status changed). */
export const PATCH = route("updateMyOrganization", async (ctx) => {
  const { caller } = ctx;
  const input = await parseJsonBody(ctx, organizationUpdateSchema, orgBodyIssues);
  const { view, needsVerification } = await updateOrganization(caller, input, ctx.locale);
  return privateJson(ctx, { ...view, response_message: orgText(ctx.locale, needsVerification ? "savedNeedsVerification" : "saved") });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
