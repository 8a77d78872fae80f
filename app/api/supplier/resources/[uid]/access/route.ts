import { privateJson, route } from "@/lib/api/respond";
import { revealForSupplier } from "@/lib/resources/delivery";
import { resourceUidOf } from "@/lib/resources/http";

/** The access data the organisation delivered (delivery.access); every reveal is recorded; never cached. */
export const GET = route("revealDeliveredAccess", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await revealForSupplier(caller, ctx.locale, resourceUidOf(ctx.params)));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
