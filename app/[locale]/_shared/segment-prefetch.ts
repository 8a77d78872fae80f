import "server-only";
import { resourceKeys, RESOURCE_PAGE_SIZE } from "@/components/resources/query-keys";
import { deliveryKeys, offerKeys } from "@/components/supplier/query-keys";
import { OFFER_DEFAULT_SIZE } from "@/components/supplier/offers/types";
import type { Caller } from "@/lib/auth/caller";
import { toCategoryDto } from "@/lib/catalogue/api-views";
import { listCategories } from "@/lib/catalogue/queries";
import type { Locale } from "@/lib/i18n/routing";
import { deliverySummary, getDeliveryResource } from "@/lib/resources/delivery";
import { listResources, resourceDetail } from "@/lib/resources/queries";
import { resourceListQuery } from "@/lib/resources/schema";
import { supplierOfferListQuery } from "@/lib/supplier-offers/schema";
import { listSupplierOffers } from "@/lib/supplier-offers/service";
import type { Prefetch } from "@/components/api/prefetch";
import type { OfferRoute } from "./segment-page";

/**
 * The first reads of the category/product pages (supplier offers and delivery, the buyer's resources),
 * for `offerPage`'s prefetch: each under its island's key, loaded by the lib function its route handler
 * calls, with the query parsed by the handler's own schema.
 */

/** OffersView: the catalogue's categories (the island keeps the list) and the table's first page. */
export function offersPrefetch(caller: Caller, { category, product }: OfferRoute, locale: Locale): Prefetch[] {
  return [
    { queryKey: offerKeys.categories, load: async () => (await listCategories()).map((c) => toCategoryDto(c, locale)) },
    {
      queryKey: offerKeys.list({ category, product, status: "", q: "", page: 1, size: OFFER_DEFAULT_SIZE }),
      load: () => listSupplierOffers(caller, locale, supplierOfferListQuery.parse({ category_slug: category, product_slug: product, page: 1, size: OFFER_DEFAULT_SIZE })),
    },
  ];
}

/** DeliveryCategoriesView: the counts per product. */
export function deliveryPrefetch(caller: Caller, _route: OfferRoute, locale: Locale): Prefetch[] {
  return [{ queryKey: deliveryKeys.summary, load: () => deliverySummary(caller, locale) }];
}

/** DeliveryResourceView: the one resource to deliver. */
export function deliveryResourcePrefetch(caller: Caller, { uid }: OfferRoute, locale: Locale): Prefetch[] {
  return uid ? [{ queryKey: deliveryKeys.one(uid), load: () => getDeliveryResource(caller, locale, uid) }] : [];
}

/** ResourceDetailView: the caller's resource (another buyer's is left to the island's 404). */
export function resourceDetailPrefetch(caller: Caller, { uid }: OfferRoute): Prefetch[] {
  return uid ? [{ queryKey: resourceKeys.one(uid), load: () => resourceDetail(caller, uid) }] : [];
}

/** ResourcesListView: the first page of the caller's resources in the path's scope. */
export function resourcesPrefetch(caller: Caller, { category, product }: OfferRoute): Prefetch[] {
  const { page, size, ...filter } = resourceListQuery.parse({ category_slug: category, product_slug: product, page: 1, size: RESOURCE_PAGE_SIZE });
  return [{ queryKey: resourceKeys.list(category, product, 1), load: () => listResources(caller, page, size, filter) }];
}
