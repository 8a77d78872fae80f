import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { listDeliveryQueue } from "@/lib/resources/delivery";
import { deliveryQuery } from "@/lib/resources/schema";

/** The organisation's delivery queue (delivery.read): open resources first, oldest payment first. */
export const GET = route(async (ctx) => {
  const caller = await requireCaller(ctx);
  return privateJson(ctx, await listDeliveryQueue(caller, ctx.locale, parseQuery(ctx, deliveryQuery)));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
