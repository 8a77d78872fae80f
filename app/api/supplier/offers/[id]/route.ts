import { privateJson, route } from "@/lib/api/respond";
import { offerBodyIssues, offerIdOf } from "@/lib/supplier-offers/http";
import { supplierOfferUpdateSchema } from "@/lib/supplier-offers/schema";
import { deleteSupplierOffer, getSupplierOffer, updateSupplierOffer } from "@/lib/supplier-offers/service";
import { supplierOfferText } from "@/lib/supplier-offers/texts";
import { parseJsonBody } from "@/lib/api/request";

/** One of the caller's offers; another organisation's answers 404 like an unknown id. */
export const GET = route("getSupplierOffer", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await getSupplierOffer(caller, ctx.locale, offerIdOf(ctx.params)));
});

/** Changes the fields given; public pages, listings and the API show it at once. */
export const PATCH = route("updateSupplierOffer", async (ctx) => {
  const { caller } = ctx;
  const id = offerIdOf(ctx.params);
  const input = await parseJsonBody(ctx, supplierOfferUpdateSchema, offerBodyIssues);
  const offer = await updateSupplierOffer(caller, ctx.locale, id, input);
  return privateJson(ctx, { ...offer, response_message: supplierOfferText(ctx.locale, "saved") });
});

/** Deletes the offer; one with orders is archived instead (orders keep their lines). */
export const DELETE = route("deleteSupplierOffer", async (ctx) => {
  const { caller } = ctx;
  const done = await deleteSupplierOffer(caller, ctx.locale, offerIdOf(ctx.params));
  return privateJson(ctx, { ...done, response_message: supplierOfferText(ctx.locale, done.result === "archived" ? "archived" : "deleted") });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, allowedMethods as OPTIONS } from "@/lib/api/respond";
