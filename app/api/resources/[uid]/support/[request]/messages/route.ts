import { privateJson, route } from "@/lib/api/respond";
import { supportMessageSchema, supportPathParams } from "@/lib/resources/schema";
import { postSupportMessage, supportParty } from "@/lib/resources/support";
import { resourceText } from "@/lib/resources/texts";
import { parseJsonBody, pathParams } from "@/lib/api/request";
import { resourceBodyIssues } from "@/lib/resources/http";

/** A message on a support request (the buyer); the other side is told. */
export const POST = route("writeSupportRequest", async (ctx) => {
  const { caller } = ctx;
  const party = await supportParty(caller, ctx.locale, "buyer");
  const { uid, request } = pathParams(ctx.params, supportPathParams);
  const { message } = await parseJsonBody(ctx, supportMessageSchema, resourceBodyIssues);
  const thread = await postSupportMessage(party, ctx.locale, uid, request, message);
  return privateJson(ctx, { ...thread, response_message: resourceText(ctx.locale, "supportSent") }, { status: 201 });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
