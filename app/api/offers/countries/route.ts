import { toCountryDto } from "@/lib/catalogue/api-views";
import { findProduct, listOfferCountries } from "@/lib/catalogue/queries";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import { publicJson, queryObject, route } from "@/lib/api/respond";
import { optionalProductQuery } from "@/lib/api/schemas";

export const GET = route(async (ctx) => {
  const { product_slug } = parseOrThrow(optionalProductQuery, queryObject(ctx.request), "query");
  if (product_slug && !(await findProduct(product_slug))) throw notFound(ctx.t("productNotFound", { slug: product_slug }));
  const countries = await listOfferCountries(product_slug);
  return publicJson(ctx, { items: countries.map((c) => toCountryDto(c, ctx.locale)) });
});

export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE } from "@/lib/api/respond";
