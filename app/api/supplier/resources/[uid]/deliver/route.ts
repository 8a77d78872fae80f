import { privateJson, route } from "@/lib/api/respond";
import { deliverResource } from "@/lib/resources/delivery";
import { resourceBodyIssues, resourceUidOf } from "@/lib/resources/http";
import { deliverSchema } from "@/lib/resources/schema";
import { resourceText } from "@/lib/resources/texts";
import { parseJsonBody } from "@/lib/api/request";

/** Delivers the resource's access data (delivery.write): sealed at rest, the buyer is told. */
export const POST = route("deliverResource", async (ctx) => {
  const { caller } = ctx;
  const uid = resourceUidOf(ctx.params);
  const body = await parseJsonBody(ctx, deliverSchema, resourceBodyIssues);
  const resource = await deliverResource(caller, ctx.locale, uid, body);
  return privateJson(ctx, { ...resource, response_message: resourceText(ctx.locale, "delivered") });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
