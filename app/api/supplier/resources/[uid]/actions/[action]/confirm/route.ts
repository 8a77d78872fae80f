import { privateJson, route } from "@/lib/api/respond";
import { answerAction } from "@/lib/resources/action-service";
import { actionPathParams } from "@/lib/resources/schema";
import { resourceText } from "@/lib/resources/texts";
import { pathParams } from "@/lib/api/request";

/** The organisation confirms the buyer's request (delivery.write): the resource takes the action's status. */
export const POST = route("confirmResourceAction", async (ctx) => {
  const { caller } = ctx;
  const { uid, action } = pathParams(ctx.params, actionPathParams);
  const result = await answerAction(caller, ctx.locale, uid, action, { confirm: true });
  return privateJson(ctx, { ...result, response_message: resourceText(ctx.locale, "actionConfirmed") });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
