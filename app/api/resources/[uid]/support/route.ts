import { privateJson, route } from "@/lib/api/respond";
import { resourceBodyIssues, resourceUidOf } from "@/lib/resources/http";
import { supportOpenSchema } from "@/lib/resources/schema";
import { listSupport, openSupport, supportParty } from "@/lib/resources/support";
import { resourceText } from "@/lib/resources/texts";
import { parseJsonBody } from "@/lib/api/request";

/** The buyer's support requests about their resource, with their messages. */
export const GET = route("listMySupportRequests", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await listSupport(await supportParty(caller, ctx.locale, "buyer"), ctx.locale, resourceUidOf(ctx.params)));
});

/** The buyer opens a support request (a subject and the first message); the supplier is told. */
export const POST = route("openSupportRequest", async (ctx) => {
  const { caller } = ctx;
  const party = await supportParty(caller, ctx.locale, "buyer");
  const uid = resourceUidOf(ctx.params);
  const input = await parseJsonBody(ctx, supportOpenSchema, resourceBodyIssues);
  const thread = await openSupport(party, ctx.locale, uid, input);
  return privateJson(ctx, { ...thread, response_message: resourceText(ctx.locale, "supportOpened") }, { status: 201 });
});

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
