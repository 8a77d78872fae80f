import { parseQuery, route } from "@/lib/api/respond";
import { invoicePdfQuery } from "@/lib/cart/schema";
import { invoiceDocument } from "@/lib/invoices/service";
import { renderInvoicePdf } from "@/lib/invoices/pdf";
import { notFoundAnswer, pathParams } from "@/lib/api/request";
import { uidPathParams } from "@/lib/api/schemas";

/** The invoice as a PDF in the buyer's language (Accept-Language, or ?lang=). */
export const GET = route("getInvoicePdf", async (ctx) => {
  const { caller } = ctx;
  const { lang } = parseQuery(ctx, invoicePdfQuery);
  const { uid } = pathParams(ctx.params, uidPathParams);
  const doc = await invoiceDocument(caller, uid, lang ?? ctx.locale);
  if (!doc) throw notFoundAnswer(ctx, "invoiceNotFound", uid);
  const bytes = await renderInvoicePdf(doc);
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${doc.number}.pdf"`,
      "Cache-Control": "private, no-store",
      "Content-Length": String(bytes.byteLength),
    },
  });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
