import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BuyingLoading } from "@/components/order/buying-loading";
import { OrderDetailView } from "@/components/order/order-detail";
import { requirePageCaller } from "@/lib/auth/page";
import { PLACEHOLDER_PARAM } from "@/lib/catalogue/route-params";
import { isLocale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";

type Params = Promise<{ locale: string; uid: string }>;

/** Order uids are short url-safe tokens; anything else is not an order. */
const UID = /^[a-f0-9]{24}$/;

/** One placeholder (a 404 at build): the page is rendered per request for its signed-in owner. */
export function generateStaticParams() {
  return [{ uid: PLACEHOLDER_PARAM }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, uid } = await params;
  if (!isLocale(locale) || !UID.test(uid)) notFound();
  const t = await getTranslations({ locale, namespace: "orders" });
  return buildMetadata({ locale, pathname: `/orders/${uid}`, title: t("detail.pageTitle"), description: t("detail.description"), noindex: true });
}

/** The uid is request data: it is read inside the Suspense boundary, with the caller. */
async function Order({ params }: { params: Params }) {
  const { locale, uid } = await params;
  if (!isLocale(locale) || !UID.test(uid)) notFound();
  setRequestLocale(locale);
  await requirePageCaller(locale, `/orders/${uid}`);
  return <OrderDetailView uid={uid} />;
}

/** OrderDetail (spec section 2, orders/:uid). Another buyer's order answers like an unknown one. */
export default function OrderPage({ params }: { params: Params }) {
  return (
    <div className="mx-auto max-w-5xl">
      <Suspense fallback={<BuyingLoading />}>
        <Order params={params} />
      </Suspense>
    </div>
  );
}
