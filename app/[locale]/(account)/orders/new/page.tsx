import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BuyingLoading } from "@/components/order/buying-loading";
import { NewOrder } from "@/components/order/new-order";
import { requirePageCaller } from "@/lib/auth/page";
import { userDto } from "@/lib/auth/users";
import { env } from "@/lib/env";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { configuredProviderId } from "@/lib/payments/provider";
import { buildMetadata } from "@/lib/seo/metadata";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

const PATH = "/orders/new";
const ORDER_UID = /^[A-Za-z0-9_-]{1,64}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "checkout" });
  return buildMetadata({ locale, pathname: PATH, title: t("title"), description: t("description"), noindex: true });
}

async function Content({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const query = await searchParams;
  // The provider returns the buyer with ?step=finished&order=<uid> (docs/buying-api.md, Payments).
  const finished = query.step === "finished" && typeof query.order === "string" && ORDER_UID.test(query.order) ? query.order : null;
  const caller = await requirePageCaller(locale, finished ? `${PATH}?step=finished&order=${finished}` : PATH);
  const user = await userDto(caller);
  return (
    <NewOrder
      provider={configuredProviderId()}
      marketplaceCountry={env.MARKETPLACE_COUNTRY}
      email={user.email}
      unlockedUntil={user.unlocked_until}
      finishedOrder={finished}
    />
  );
}

/** NewOrder (spec section 2, orders/new): the order stepper with the order summary. */
export default async function NewOrderPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "checkout" });
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <Suspense fallback={<BuyingLoading />}>
        <Content locale={locale} searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
