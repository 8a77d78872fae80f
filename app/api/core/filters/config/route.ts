import { toProductFiltersDto } from "@/lib/catalogue/api-views";
import { getProductFilters, listCategories } from "@/lib/catalogue/queries";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import { publicJson, queryObject, route } from "@/lib/api/respond";
import { optionalProductQuery } from "@/lib/api/schemas";

export const GET = route(async (ctx) => {
  const { product_slug } = parseOrThrow(optionalProductQuery, queryObject(ctx.request), "query");
  const active = (await listCategories()).flatMap((c) => c.products.filter((p) => p.isActive).map((p) => p.slug));
  const slugs = product_slug ? active.filter((s) => s === product_slug) : active;
  if (product_slug && !slugs.length) throw notFound(ctx.t("productNotFound", { slug: product_slug }));
  const configs = await Promise.all(slugs.map((slug) => getProductFilters(slug)));
  return publicJson(ctx, {
    products: configs.filter((c) => c !== null).map((c) => toProductFiltersDto(c, ctx.locale)),
  });
});

export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE } from "@/lib/api/respond";
