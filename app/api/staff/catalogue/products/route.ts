import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { productCreateSchema, productListQuery } from "@/lib/catalogue-staff/schema";
import { createProduct, listStaffProducts } from "@/lib/catalogue-staff/service";
import { catalogueText } from "@/lib/catalogue-staff/texts";
import { catalogueBodyIssues } from "@/lib/catalogue-staff/http";
import { parseJsonBody } from "@/lib/api/request";

/** Every product, active or not, filtered by text, category and activity (staff only). */
export const GET = route("staffListProducts", async (ctx) => {
  const q = parseQuery(ctx, productListQuery);
  return privateJson(ctx, await listStaffProducts(q));
});

/** Creates a product in a category (staff only); the catalogue's cached reads are expired. */
export const POST = route("staffCreateProduct", async (ctx) => {
  const input = await parseJsonBody(ctx, productCreateSchema, catalogueBodyIssues);
  const product = await createProduct(input, ctx.locale);
  return privateJson(ctx, { ...product, response_message: catalogueText(ctx.locale, "created") }, { status: 201 });
});

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
