import { parseQuery, route } from "@/lib/api/respond";
import { contentDisposition } from "@/lib/files/names";
import { exportOffers } from "@/lib/supplier-offers/import";
import { offerExportQuery } from "@/lib/supplier-offers/schema";

/** The product's sale offers of the caller's organisation as CSV, in the import's format (formula cells neutralised). */
export const GET = route("exportSupplierOffers", async (ctx) => {
  const { caller } = ctx;
  const { product_slug } = parseQuery(ctx, offerExportQuery);
  const { filename, csv } = await exportOffers(caller, ctx.locale, product_slug);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition("attachment", filename),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
