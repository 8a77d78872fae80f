import { toProductOptionDto } from "@/lib/catalogue/api-views";
import { getProductOptions } from "@/lib/catalogue/product-options";
import { notFound } from "@/lib/api/errors";
import { publicJson, parseQuery, route } from "@/lib/api/respond";
import { productOptionsQuery } from "@/lib/api/schemas";

export const GET = route("listProductOptions", async (ctx) => {
  const query = parseQuery(ctx, productOptionsQuery);
  const options = await getProductOptions(query.category_slug, query.product_slug);
  if (!options) throw notFound(ctx.t("productOptionsNotFound", { category: query.category_slug, product: query.product_slug }));
  return publicJson(ctx, {
    category_slug: query.category_slug,
    product_slug: query.product_slug,
    items: options.map((o) => toProductOptionDto(o, ctx.locale)),
  });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
