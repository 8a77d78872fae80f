import { invalidParam, parseOrThrow } from "@/lib/api/errors";
import { json, route } from "@/lib/api/respond";
import { requireStaffToken } from "@/lib/api/staff";
import { setOffersStatus } from "@/lib/catalogue/actions";
import { setOfferStatusSchema } from "@/lib/catalogue/actions-schema";

export const POST = route(async (ctx) => {
  requireStaffToken(ctx.request, { notFound: ctx.t("notFound"), unauthorized: ctx.t("unauthorized") });
  const body: unknown = await ctx.request.json().catch(() => {
    throw invalidParam(["body"], "The body must be a JSON object", "json_invalid");
  });
  const input = parseOrThrow(setOfferStatusSchema, body, "body");
  const result = await setOffersStatus(input);
  return json(ctx, { ...result.data, response_message: ctx.t("offersUpdated") }, { headers: { "Cache-Control": "no-store" } });
});
