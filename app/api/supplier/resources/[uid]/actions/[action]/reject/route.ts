import { privateJson, route } from "@/lib/api/respond";
import { answerAction } from "@/lib/resources/action-service";
import { actionPathParams, rejectSchema } from "@/lib/resources/schema";
import { resourceText } from "@/lib/resources/texts";
import { parseJsonBody, pathParams } from "@/lib/api/request";
import { resourceBodyIssues } from "@/lib/resources/http";

/** The organisation rejects the buyer's request with a reason (delivery.write): the resource returns to its status. */
export const POST = route("rejectResourceAction", async (ctx) => {
  const { caller } = ctx;
  const { uid, action } = pathParams(ctx.params, actionPathParams);
  const { reason } = await parseJsonBody(ctx, rejectSchema, resourceBodyIssues);
  const result = await answerAction(caller, ctx.locale, uid, action, { confirm: false, reason });
  return privateJson(ctx, { ...result, response_message: resourceText(ctx.locale, "actionRejected") });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
