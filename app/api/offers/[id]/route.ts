import { toOfferDto } from "@/lib/catalogue/api-views";
import { getOffer } from "@/lib/catalogue/queries";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import { publicJson, route } from "@/lib/api/respond";
import { offerPathParams } from "@/lib/api/schemas";

export const GET = route("getOffer", async (ctx) => {
  const { id } = parseOrThrow(offerPathParams, ctx.params, "path");
  const offer = await getOffer(id);
  if (!offer) throw notFound(ctx.t("offerNotFound", { id }));
  return publicJson(ctx, toOfferDto(offer, ctx.locale));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
