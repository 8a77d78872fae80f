import { privateJson, route } from "@/lib/api/respond";
import { failResource } from "@/lib/resources/delivery";
import { resourceBodyIssues, resourceUidOf } from "@/lib/resources/http";
import { failSchema } from "@/lib/resources/schema";
import { resourceText } from "@/lib/resources/texts";
import { parseJsonBody } from "@/lib/api/request";

/** Marks an open resource as failed, with the reason the buyer reads (delivery.write). */
export const POST = route("failResource", async (ctx) => {
  const { caller } = ctx;
  const uid = resourceUidOf(ctx.params);
  const { reason } = await parseJsonBody(ctx, failSchema, resourceBodyIssues);
  const resource = await failResource(caller, ctx.locale, uid, reason);
  return privateJson(ctx, { ...resource, response_message: resourceText(ctx.locale, "failed") });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
