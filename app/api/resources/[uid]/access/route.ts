import { privateJson, route } from "@/lib/api/respond";
import { revealForBuyer } from "@/lib/resources/delivery";
import { resourceUidOf } from "@/lib/resources/http";

/** The caller's resource's access data, once delivered; every reveal is recorded; never cached. */
export const GET = route("revealResourceAccess", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await revealForBuyer(caller, ctx.locale, resourceUidOf(ctx.params)));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
