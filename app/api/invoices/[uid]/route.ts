import { privateJson, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { notFoundAnswer, pathParams } from "@/lib/cart/http";
import { uidPathParams } from "@/lib/cart/schema";
import { invoiceDetail } from "@/lib/invoices/service";

type Params = { uid: string };

export const GET = route<Params>(async (ctx) => {
  const caller = await requireCaller(ctx);
  const { uid } = pathParams(ctx.params, uidPathParams);
  const invoice = await invoiceDetail(caller, uid, ctx.locale);
  if (!invoice) throw notFoundAnswer(ctx, "invoiceNotFound", uid);
  return privateJson(ctx, invoice);
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
