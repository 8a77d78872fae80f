import { privateJson, route } from "@/lib/api/respond";
import { deliverySummary } from "@/lib/resources/delivery";

/** Counts of the organisation's resources per category and product (delivery.read). */
export const GET = route("deliverySummary", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await deliverySummary(caller, ctx.locale));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
