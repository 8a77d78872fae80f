import { privateJson, route } from "@/lib/api/respond";
import { requestAction } from "@/lib/resources/action-service";
import { resourceBodyIssues, resourceUidOf } from "@/lib/resources/http";
import { actionRequestSchema } from "@/lib/resources/schema";
import { resourceText } from "@/lib/resources/texts";
import { parseJsonBody } from "@/lib/api/request";

/** The buyer asks the supplier to reboot, stop, suspend or resume the resource; it is processing until answered. */
export const POST = route("requestResourceAction", async (ctx) => {
  const { caller } = ctx;
  const uid = resourceUidOf(ctx.params);
  const { action } = await parseJsonBody(ctx, actionRequestSchema, resourceBodyIssues);
  const pending = await requestAction(caller, ctx.locale, uid, action);
  return privateJson(ctx, { ...pending, response_message: resourceText(ctx.locale, "actionRequested") }, { status: 201 });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
