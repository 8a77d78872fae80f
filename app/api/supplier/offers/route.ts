import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { unprocessable, ApiError } from "@/lib/api/errors";
import { supplierOfferCreateSchema, supplierOfferListQuery } from "@/lib/supplier-offers/schema";
import { createSupplierOffer, listSupplierOffers } from "@/lib/supplier-offers/service";
import { supplierOfferText, translateSupplierOfferIssues } from "@/lib/supplier-offers/texts";
import { offerBodyIssues } from "@/lib/supplier-offers/http";
import { parseJsonBody } from "@/lib/api/request";

/** The caller's organisation's offers (offers.read); archived ones only with status=archived. */
export const GET = route("listSupplierOffers", async (ctx) => {
  const { caller } = ctx;
  let query;
  try {
    query = parseQuery(ctx, supplierOfferListQuery);
  } catch (error) {
    if (error instanceof ApiError && Array.isArray(error.detail)) throw unprocessable(translateSupplierOfferIssues(error.detail, ctx.locale));
    throw error;
  }
  return privateJson(ctx, await listSupplierOffers(caller, ctx.locale, query));
});

/** Creates an offer (offers.write); it is public at once unless `status: hidden`. */
export const POST = route("createSupplierOffer", async (ctx) => {
  const { caller } = ctx;
  const input = await parseJsonBody(ctx, supplierOfferCreateSchema, offerBodyIssues);
  const offer = await createSupplierOffer(caller, ctx.locale, input);
  return privateJson(ctx, { ...offer, response_message: supplierOfferText(ctx.locale, "created") }, { status: 201 });
});

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
