import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BuyingLoading } from "@/components/order/buying-loading";
import { InvoiceList } from "@/components/order/invoice-list";
import { tablePaging } from "@/components/order/paging";
import { invoiceKeys } from "@/components/order/query-keys";
import { requirePageCaller } from "@/lib/auth/page";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { listInvoices } from "@/lib/invoices/service";
import { buildMetadata } from "@/lib/seo/metadata";
import { Prefetched } from "@/components/api/prefetch";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

const PATH = "/invoices";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "invoices" });
  return buildMetadata({ locale, pathname: PATH, title: t("list.title"), description: t("list.description"), noindex: true });
}

async function Invoices({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const caller = await requirePageCaller(locale, PATH);
  const paging = tablePaging(await searchParams, caller.user.preferences.tableRows);
  const { page, size } = paging;
  return (
    <Prefetched queries={[{ queryKey: invoiceKeys.list(page, size), load: () => listInvoices(caller, locale, page, size) }]}>
      <InvoiceList {...paging} />
    </Prefetched>
  );
}

/** InvoicesList (spec section 2, invoices): the buyer's invoices, paginated (section 9). */
export default async function InvoicesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "invoices" });
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("list.title")}</h1>
      <Suspense fallback={<BuyingLoading />}>
        <Invoices locale={locale} searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
