import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LoadingState } from "@/components/order/common";
import { DATA_CENTERS_PATH } from "@/components/staff/catalogue-paths";
import { StaffDataCenters } from "@/components/staff/catalogue-data-centers";
import { requirePageCaller } from "@/lib/auth/page";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "staff.catalogue.dataCenters" });
  return buildMetadata({ locale, pathname: DATA_CENTERS_PATH, title: t("title"), description: t("description"), noindex: true });
}

async function Section({ locale }: { locale: Locale }) {
  await requirePageCaller(locale, DATA_CENTERS_PATH);
  return <StaffDataCenters />;
}

/** The data centers as staff keep them (staff only; the API decides who is staff). */
export default async function StaffDataCentersPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "staff.catalogue.dataCenters" });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <Suspense fallback={<LoadingState label={t("loading")} />}>
        <Section locale={locale} />
      </Suspense>
    </>
  );
}
