import { privateJson, route } from "@/lib/api/respond";
import { getDeliveryResource } from "@/lib/resources/delivery";
import { resourceUidOf } from "@/lib/resources/http";

/** One resource of the organisation with the buyer's configuration (delivery.read); never the access values. */
export const GET = route("getDeliveryResource", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await getDeliveryResource(caller, ctx.locale, resourceUidOf(ctx.params)));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
