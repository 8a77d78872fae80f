import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { supportListQuery } from "@/lib/resources/schema";
import { listOrganizationSupport } from "@/lib/resources/support";

/** The organisation's support requests (delivery.read): waiting ones first, then by the last message. */
export const GET = route("listSupportRequests", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await listOrganizationSupport(caller, ctx.locale, parseQuery(ctx, supportListQuery)));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
