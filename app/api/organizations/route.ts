import { privateJson, route } from "@/lib/api/respond";
import { organizationCreateSchema } from "@/lib/organizations/schema";
import { createOrganization } from "@/lib/organizations/service";
import { orgText } from "@/lib/organizations/texts";
import { orgBodyIssues } from "@/lib/organizations/http";
import { parseJsonBody } from "@/lib/api/request";

/** Registers a business account; the caller becomes its owner (docs/organizations.md). */
export const POST = route("createOrganization", async (ctx) => {
  const { caller } = ctx;
  const input = await parseJsonBody(ctx, organizationCreateSchema, orgBodyIssues);
  const view = await createOrganization(caller, input, ctx.locale);
  return privateJson(ctx, { ...view, response_message: orgText(ctx.locale, "created") }, { status: 201 });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
