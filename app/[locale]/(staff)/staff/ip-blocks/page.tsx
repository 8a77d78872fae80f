import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LoadingState } from "@/components/order/common";
import { IP_BLOCK_FILTERS, IpBlockReview, type IpBlockFilter } from "@/components/staff/ip-block-review";
import { IP_BLOCKS_PATH } from "@/components/staff/paths";
import { requirePageCaller } from "@/lib/auth/page";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "staff.ipBlocks" });
  return buildMetadata({ locale, pathname: IP_BLOCKS_PATH, title: t("title"), description: t("description"), noindex: true });
}

async function Review({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  await requirePageCaller(locale, IP_BLOCKS_PATH);
  const { status } = await searchParams;
  const filter: IpBlockFilter = (IP_BLOCK_FILTERS as readonly unknown[]).includes(status) ? (status as IpBlockFilter) : "pending";
  return <IpBlockReview status={filter} />;
}

/** IP blocks suppliers attached, for staff to verify or reject (staff only; the API decides who is staff). */
export default async function StaffIpBlocksPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "staff.ipBlocks" });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <Suspense fallback={<LoadingState label={t("loading")} />}>
        <Review locale={locale} searchParams={searchParams} />
      </Suspense>
    </>
  );
}
