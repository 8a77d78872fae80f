import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BuyingLoading } from "@/components/order/buying-loading";
import { InvoiceDetailView } from "@/components/order/invoice-detail";
import { requirePageCaller } from "@/lib/auth/page";
import { PLACEHOLDER_PARAM } from "@/lib/catalogue/route-params";
import { isLocale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";

type Params = Promise<{ locale: string; uid: string }>;

const UID = /^[a-f0-9]{24}$/;

/** One placeholder (a 404 at build): the page is rendered per request for its signed-in owner. */
export function generateStaticParams() {
  return [{ uid: PLACEHOLDER_PARAM }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, uid } = await params;
  if (!isLocale(locale) || !UID.test(uid)) notFound();
  const t = await getTranslations({ locale, namespace: "invoices" });
  return buildMetadata({ locale, pathname: `/invoices/${uid}`, title: t("detail.pageTitle"), description: t("detail.description"), noindex: true });
}

async function Invoice({ params }: { params: Params }) {
  const { locale, uid } = await params;
  if (!isLocale(locale) || !UID.test(uid)) notFound();
  setRequestLocale(locale);
  await requirePageCaller(locale, `/invoices/${uid}`);
  return <InvoiceDetailView uid={uid} />;
}

/** InvoiceDetail (spec section 2, invoices/:uid). */
export default function InvoicePage({ params }: { params: Params }) {
  return (
    <div className="mx-auto max-w-5xl">
      <Suspense fallback={<BuyingLoading />}>
        <Invoice params={params} />
      </Suspense>
    </div>
  );
}
