import { privateJson, route } from "@/lib/api/respond";
import { voidAccess } from "@/lib/resources/delivery";
import { voidSchema } from "@/lib/resources/schema";
import { resourceText } from "@/lib/resources/texts";
import { resourceBodyIssues } from "@/lib/resources/http";
import { parseJsonBody } from "@/lib/api/request";

/** Voids the access of the selected delivered resources (delivery.write): all or nothing. */
export const POST = route("voidResourceAccess", async (ctx) => {
  const { caller } = ctx;
  const { uids, reason } = await parseJsonBody(ctx, voidSchema, resourceBodyIssues);
  const result = await voidAccess(caller, ctx.locale, uids, reason);
  return privateJson(ctx, { ...result, response_message: resourceText(ctx.locale, "voided") });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
