import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { staffPaymentsQuery } from "@/lib/payments/schema";
import { staffPayments } from "@/lib/payments/staff";

/** Payments held for review, refunds under way and the latest refunds (staff only). */
export const GET = route(async (ctx) => {
  const caller = await requireCaller(ctx);
  const { status } = parseQuery(ctx, staffPaymentsQuery);
  return privateJson(ctx, await staffPayments(caller, ctx.locale, status));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
