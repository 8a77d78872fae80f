import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LoadingState } from "@/components/order/common";
import { tablePaging } from "@/components/order/paging";
import { OrganizationQueue } from "@/components/staff/organization-queue";
import { QUEUE_PATH } from "@/components/staff/paths";
import { DEFAULT_QUEUE_FILTER, isQueueFilter } from "@/components/staff/types";
import { requirePageCaller } from "@/lib/auth/page";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "staff.queue" });
  return buildMetadata({ locale, pathname: QUEUE_PATH, title: t("title"), description: t("description"), noindex: true });
}

async function Queue({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const caller = await requirePageCaller(locale, QUEUE_PATH);
  const query = await searchParams;
  const status = isQueueFilter(query.status) ? query.status : DEFAULT_QUEUE_FILTER;
  return <OrganizationQueue status={status} {...tablePaging(query, caller.user.preferences.tableRows)} />;
}

/** The review queue of business accounts (staff only; the API decides who is staff). */
export default async function StaffOrganizationsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "staff.queue" });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <Suspense fallback={<LoadingState label={t("loading")} />}>
        <Queue locale={locale} searchParams={searchParams} />
      </Suspense>
    </>
  );
}
