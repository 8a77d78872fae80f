import { toProductOptionDto } from "@/lib/catalogue/api-views";
import { getProductOptions } from "@/lib/catalogue/product-options";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import { publicJson, queryObject, route } from "@/lib/api/respond";
import { productOptionsQuery } from "@/lib/api/schemas";

export const GET = route(async (ctx) => {
  const query = parseOrThrow(productOptionsQuery, queryObject(ctx.request), "query");
  const options = await getProductOptions(query.category_slug, query.product_slug);
  if (!options) throw notFound(ctx.t("productOptionsNotFound", { category: query.category_slug, product: query.product_slug }));
  return publicJson(ctx, {
    category_slug: query.category_slug,
    product_slug: query.product_slug,
    items: options.map((o) => toProductOptionDto(o, ctx.locale)),
  });
});

export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE } from "@/lib/api/respond";
