import { Suspense, type ReactNode } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BuyingLoading } from "@/components/order/buying-loading";
import { PLACEHOLDER_PARAM } from "@/lib/catalogue/route-params";
import { isOfferSlug, isOfferUid } from "@/components/supplier/offers/paths";
import type { Caller } from "@/lib/auth/caller";
import { requirePageCaller } from "@/lib/auth/page";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";
import { Prefetched, type Prefetch } from "@/components/api/prefetch";

/** Route params of the pages addressed by category, product and uid: the supplier offer and delivery pages, the buyer's resources (spec section 2: offers/:slug, offers/:slug/:resource, /create, /update, /import; delivery/…, resources/…). */
export type OfferParams = { locale: string; category_slug?: string; product_slug?: string; uid?: string };
export type OfferRoute = { category?: string; product?: string; uid?: string };
type Props = { params: Promise<OfferParams> };

/** The checked segments, or a 404 for a malformed one (the API would refuse it anyway). */
function segments(params: OfferParams): { locale: Locale; route: OfferRoute } {
  const { locale, category_slug: category, product_slug: product, uid } = params;
  if (!isLocale(locale)) notFound();
  if ((category !== undefined && !isOfferSlug(category)) || (product !== undefined && !isOfferSlug(product)) || (uid !== undefined && !isOfferUid(uid))) notFound();
  return { locale, route: { category, product, uid } };
}

/**
 * The route exports of a supplier offer page, like `supplierPage` but with the path's segments:
 * noindex metadata titled `supplier.offers.<titleKey>`, and the page, which checks the caller (a guest
 * goes to sign-in, back to this very path) inside its Suspense boundary and renders the client view
 * under the layout's gate, with the reads of `prefetch` loaded on the server and hydrated.
 */
export function offerPage(
  titleKey: "title" | "form.createMeta" | "form.updateMeta" | "import.meta",
  path: (route: OfferRoute) => string,
  view: (route: OfferRoute) => ReactNode,
  /** The delivery pages and the buyer's resources share the same shape (their namespace's title and description). */
  namespace: "supplier.offers" | "supplier.delivery" | "resources" = "supplier.offers",
  /** The view's first reads under its own query keys, with the route handlers' lib functions. */
  prefetch?: (caller: Caller, route: OfferRoute, locale: Locale) => Prefetch[],
) {
  // The segments are request data: read inside the Suspense boundary, so the layout's shell prerenders.
  async function Content({ params }: Props) {
    const { locale, route } = segments(await params);
    setRequestLocale(locale);
    const caller = await requirePageCaller(locale, path(route));
    if (!prefetch) return view(route);
    return <Prefetched queries={prefetch(caller, route, locale)}>{view(route)}</Prefetched>;
  }
  return {
    /** One placeholder per segment of the page's path (a 404 at build): the pages render on request. */
    staticParams: (names: (keyof Omit<OfferParams, "locale">)[]) => () => [Object.fromEntries(names.map((n) => [n, PLACEHOLDER_PARAM]))],
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale, route } = segments(await params);
      const t = await getTranslations({ locale, namespace });
      return buildMetadata({ locale, pathname: path(route), title: t(titleKey as "title"), description: t("description"), noindex: true });
    },
    Page: function SupplierOfferPage({ params }: Props) {
      return (
        <Suspense fallback={<BuyingLoading />}>
          <Content params={params} />
        </Suspense>
      );
    },
  };
}
