import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { staffPaymentsQuery } from "@/lib/payments/schema";
import { staffPayments } from "@/lib/payments/staff";

/** Payments held for review, refunds under way and the latest refunds (staff only). */
export const GET = route("staffListPayments", async (ctx) => {
  const { caller } = ctx;
  const { status } = parseQuery(ctx, staffPaymentsQuery);
  return privateJson(ctx, await staffPayments(caller, ctx.locale, status));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
