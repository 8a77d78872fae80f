import { privateJson, route } from "@/lib/api/respond";
import { OFFER_CSV_LIMITS } from "@/lib/supplier-offers/csv";
import { csvRequest } from "@/lib/supplier-offers/csv-http";
import { previewImport } from "@/lib/supplier-offers/import";

/** Parses a CSV (the raw body) and answers what a commit would create, change and remove, with each row's errors; writes nothing. */
export const POST = route(
  "previewSupplierOfferImport",
  async (ctx) => {
    const { caller } = ctx;
    const { productSlug, options, body } = csvRequest(ctx);
    return privateJson(ctx, await previewImport(caller, ctx.locale, productSlug, body, options));
  },
  { body: false, bodyLimit: OFFER_CSV_LIMITS.bytes },
);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
