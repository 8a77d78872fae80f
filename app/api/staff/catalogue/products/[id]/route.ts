import { privateJson, route } from "@/lib/api/respond";
import { catalogueBodyIssues, numericId } from "@/lib/catalogue-staff/http";
import { productUpdateSchema } from "@/lib/catalogue-staff/schema";
import { getStaffProduct, updateProduct } from "@/lib/catalogue-staff/service";
import { catalogueText } from "@/lib/catalogue-staff/texts";
import { parseJsonBody } from "@/lib/api/request";

/** One product with its options (staff only). */
export const GET = route("staffGetProduct", async (ctx) => {
  return privateJson(ctx, await getStaffProduct(numericId(ctx, ctx.params.id, "productNotFound"), ctx.locale));
});

/** Changes the given fields of a product (staff only); an inactive product leaves the catalogue at once. */
export const PATCH = route("staffUpdateProduct", async (ctx) => {
  const id = numericId(ctx, ctx.params.id, "productNotFound");
  const input = await parseJsonBody(ctx, productUpdateSchema, catalogueBodyIssues);
  const product = await updateProduct(id, input, ctx.locale);
  return privateJson(ctx, { ...product, response_message: catalogueText(ctx.locale, "saved") });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
