import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { listDeliveryQueue } from "@/lib/resources/delivery";
import { deliveryQuery } from "@/lib/resources/schema";

/** The organisation's delivery queue (delivery.read): open resources first, oldest payment first. */
export const GET = route("listDeliveryResources", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await listDeliveryQueue(caller, ctx.locale, parseQuery(ctx, deliveryQuery)));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
