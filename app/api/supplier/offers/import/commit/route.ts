import { privateJson, route } from "@/lib/api/respond";
import { OFFER_CSV_LIMITS } from "@/lib/supplier-offers/csv";
import { csvRequest } from "@/lib/supplier-offers/csv-http";
import { commitImport } from "@/lib/supplier-offers/import";
import { supplierOfferText } from "@/lib/supplier-offers/texts";

/** Replaces all the product's sale offers of the organisation with the CSV's rows, in one transaction; any row error changes nothing (422). */
export const POST = route(
  "commitSupplierOfferImport",
  async (ctx) => {
    const { caller } = ctx;
    const { productSlug, options, body } = csvRequest(ctx);
    const result = await commitImport(caller, ctx.locale, productSlug, body, options);
    const removed = result.deleted + result.archived;
    return privateJson(ctx, { ...result, response_message: supplierOfferText(ctx.locale, "imported", { created: String(result.created), changed: String(result.changed), removed: String(removed) }) });
  },
  { body: false, bodyLimit: OFFER_CSV_LIMITS.bytes },
);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
