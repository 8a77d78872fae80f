import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { pageQuery } from "@/lib/cart/schema";
import { listInvoices } from "@/lib/invoices/service";

export const GET = route("listInvoices", async (ctx) => {
  const { caller } = ctx;
  const { page, size } = parseQuery(ctx, pageQuery);
  return privateJson(ctx, await listInvoices(caller, ctx.locale, page, size));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
