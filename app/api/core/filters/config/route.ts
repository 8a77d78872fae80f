import { toProductFiltersDto } from "@/lib/catalogue/api-views";
import { getProductFilters, listCategories } from "@/lib/catalogue/queries";
import { notFound } from "@/lib/api/errors";
import { publicJson, parseQuery, route } from "@/lib/api/respond";
import { optionalProductQuery } from "@/lib/api/schemas";

export const GET = route("getFiltersConfig", async (ctx) => {
  const { product_slug } = parseQuery(ctx, optionalProductQuery);
  const active = (await listCategories()).flatMap((c) => c.products.filter((p) => p.isActive).map((p) => p.slug));
  const slugs = product_slug ? active.filter((s) => s === product_slug) : active;
  if (product_slug && !slugs.length) throw notFound(ctx.t("productNotFound", { slug: product_slug }));
  const configs = await Promise.all(slugs.map((slug) => getProductFilters(slug)));
  return publicJson(ctx, {
    products: configs.filter((c) => c !== null).map((c) => toProductFiltersDto(c, ctx.locale)),
  });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
