import "server-only";
import { offerPageResponse, toOfferDto } from "@/lib/catalogue/api-views";
import { parseListingInput } from "@/lib/catalogue/listing-input";
import { findProduct, listOffers } from "@/lib/catalogue/queries";
import type { z } from "zod";
import { notFound, unprocessable } from "./errors";
import { queryEntries, type ApiContext } from "./respond";

/**
 * GET /api/offers and /api/offers/marketplace: a well-formed product_slug must name an active
 * product (else 404) whose facets decide which further query keys are filters; everything else
 * goes through the shared listing parser (422 with one entry per problem).
 */
export async function listOffersForApi(ctx: ApiContext<unknown>): Promise<z.infer<typeof offerPageResponse>> {
  const search = new URLSearchParams(queryEntries(ctx.request));
  const productSlug = search.getAll("product_slug").at(-1);
  let facets = null;
  if (productSlug !== undefined && /^[a-z0-9-]{1,80}$/.test(productSlug)) {
    const found = await findProduct(productSlug);
    if (!found || !found.product.isActive) throw notFound(ctx.t("productNotFound", { slug: productSlug }));
    facets = found.facets;
  }
  const parsed = parseListingInput(search, facets);
  if (!parsed.ok) throw unprocessable(parsed.issues);
  const page = await listOffers(parsed.data);
  return { ...page, items: page.items.map((o) => toOfferDto(o, ctx.locale)) };
}
