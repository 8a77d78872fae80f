import { privateJson, route } from "@/lib/api/respond";
import { invoiceDetail } from "@/lib/invoices/service";
import { notFoundAnswer, pathParams } from "@/lib/api/request";
import { uidPathParams } from "@/lib/api/schemas";

export const GET = route("getInvoice", async (ctx) => {
  const { caller } = ctx;
  const { uid } = pathParams(ctx.params, uidPathParams);
  const invoice = await invoiceDetail(caller, uid, ctx.locale);
  if (!invoice) throw notFoundAnswer(ctx, "invoiceNotFound", uid);
  return privateJson(ctx, invoice);
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
