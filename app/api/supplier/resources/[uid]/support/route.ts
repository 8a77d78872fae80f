import { privateJson, route } from "@/lib/api/respond";
import { resourceUidOf } from "@/lib/resources/http";
import { listSupport, supportParty } from "@/lib/resources/support";

/** The support requests about one of the organisation's resources, with their messages (delivery.read). */
export const GET = route("listResourceSupport", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await listSupport(await supportParty(caller, ctx.locale, "supplier"), ctx.locale, resourceUidOf(ctx.params)));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
