import { Suspense, type ComponentType } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Caller } from "@/lib/auth/caller";
import { requirePageCaller } from "@/lib/auth/page";
import { PLACEHOLDER_PARAM } from "@/lib/catalogue/route-params";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";
import { BuyingLoading } from "@/components/order/buying-loading";
import { Prefetched, type Prefetch } from "@/components/api/prefetch";

type Params = Promise<{ locale: string; uid: string }>;

/** Order and invoice uids are 24 hex digits; anything else is not one. */
const UID = /^[a-f0-9]{24}$/;

async function checked(params: Params): Promise<{ locale: Locale; uid: string }> {
  const { locale, uid } = await params;
  if (!isLocale(locale) || !UID.test(uid)) notFound();
  return { locale, uid };
}

/**
 * The route exports of a buying detail page (`/orders/:uid`, `/invoices/:uid`): one placeholder param
 * (a 404 at build), the metadata of `<section>.detail`, and the page, which reads the uid and the
 * caller inside its Suspense boundary (it is request data) and renders `View` for the owner, with the
 * record prefetched on the server by `prefetch` (the island's key and the route handler's lib read).
 */
export function buyingDetailPage(section: "orders" | "invoices", View: ComponentType<{ uid: string }>, prefetch: (caller: Caller, uid: string, locale: Locale) => Prefetch) {
  async function Detail({ params }: { params: Params }) {
    const { locale, uid } = await checked(params);
    setRequestLocale(locale);
    const caller = await requirePageCaller(locale, `/${section}/${uid}`);
    return (
      <Prefetched queries={[prefetch(caller, uid, locale)]}>
        <View uid={uid} />
      </Prefetched>
    );
  }

  return {
    generateStaticParams: () => [{ uid: PLACEHOLDER_PARAM }],
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const { locale, uid } = await checked(params);
      const t = await getTranslations({ locale, namespace: section });
      return buildMetadata({ locale, pathname: `/${section}/${uid}`, title: t("detail.pageTitle"), description: t("detail.description"), noindex: true });
    },
    Page: function DetailPage({ params }: { params: Params }) {
      return (
        <div className="mx-auto max-w-5xl">
          <Suspense fallback={<BuyingLoading />}>
            <Detail params={params} />
          </Suspense>
        </div>
      );
    },
  };
}
