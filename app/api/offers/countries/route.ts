import { toCountryDto } from "@/lib/catalogue/api-views";
import { findProduct, listOfferCountries } from "@/lib/catalogue/queries";
import { notFound } from "@/lib/api/errors";
import { publicJson, parseQuery, route } from "@/lib/api/respond";
import { optionalProductQuery } from "@/lib/api/schemas";

export const GET = route("listOfferCountries", async (ctx) => {
  const { product_slug } = parseQuery(ctx, optionalProductQuery);
  if (product_slug && !(await findProduct(product_slug))) throw notFound(ctx.t("productNotFound", { slug: product_slug }));
  const countries = await listOfferCountries(product_slug);
  return publicJson(ctx, { items: countries.map((c) => toCountryDto(c, ctx.locale)) });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
