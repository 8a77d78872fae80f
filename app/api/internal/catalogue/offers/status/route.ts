import { json, parseBody, route } from "@/lib/api/respond";
import { setOffersStatus } from "@/lib/catalogue/actions";
import { setOfferStatusSchema } from "@/lib/catalogue/actions-schema";

export const POST = route("setOffersStatus", async (ctx) => {
  const input = await parseBody(ctx, setOfferStatusSchema);
  const result = await setOffersStatus(input);
  return json(ctx, { ...result.data, response_message: ctx.t("offersUpdated") }, { headers: { "Cache-Control": "no-store" } });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
