import { privateJson, route } from "@/lib/api/respond";
import { supplierOfferBulkSchema } from "@/lib/supplier-offers/schema";
import { bulkSupplierOffers } from "@/lib/supplier-offers/service";
import { supplierOfferText } from "@/lib/supplier-offers/texts";
import { offerBodyIssues } from "@/lib/supplier-offers/http";
import { parseJsonBody } from "@/lib/api/request";

/** Publish, hide, delete or update the selected offers in one transaction (all or nothing). */
export const POST = route("bulkSupplierOffers", async (ctx) => {
  const { caller } = ctx;
  const input = await parseJsonBody(ctx, supplierOfferBulkSchema, offerBodyIssues);
  const result = await bulkSupplierOffers(caller, ctx.locale, input);
  const count = String(result.uids.length);
  const message =
    result.action === "publish"
      ? supplierOfferText(ctx.locale, "bulkPublish", { count })
      : result.action === "hide"
        ? supplierOfferText(ctx.locale, "bulkHide", { count })
        : result.action === "delete"
          ? supplierOfferText(ctx.locale, "bulkDelete", { count, archived: String(result.archived.length) })
          : supplierOfferText(ctx.locale, "bulkUpdate", { count });
  return privateJson(ctx, { ...result, response_message: message });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
