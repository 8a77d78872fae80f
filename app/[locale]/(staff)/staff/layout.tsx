import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AccountIntlProvider } from "@/components/settings/account-intl-provider";
import { AccountQueryProvider } from "@/components/settings/query-provider";
import { AreaNav } from "@/components/staff/area-nav";
import { ARTICLES_PATH, CATEGORIES_PATH, DATA_CENTERS_PATH, PRODUCTS_PATH } from "@/components/staff/catalogue-paths";
import { IP_BLOCKS_PATH, PAYMENTS_PATH, QUEUE_PATH } from "@/components/staff/paths";
import { isLocale } from "@/lib/i18n/routing";

/** Message namespaces the staff islands use in the browser (the queue's pager reads "tables"). */
const clientNamespaces = ["staff", "tables"] as const;

/**
 * The marketplace staff area (/staff): its own heading and section menu. Nothing here reads the
 * request: each page checks the caller inside its own Suspense boundary, and the staff API answers
 * anyone else with 403, which the islands show as the "staff only" state.
 */
export default async function StaffLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "staff" });
  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-4">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("area")}</p>
        <p className="text-sm text-slate-700">{t("areaText")}</p>
      </div>
      <AreaNav
        items={[
          { href: QUEUE_PATH, label: t("menu.organizations") },
          { href: IP_BLOCKS_PATH, label: t("menu.ipBlocks") },
          { href: PAYMENTS_PATH, label: t("menu.payments") },
          { href: PRODUCTS_PATH, label: t("menu.products") },
          { href: CATEGORIES_PATH, label: t("menu.categories") },
          { href: DATA_CENTERS_PATH, label: t("menu.dataCenters") },
          { href: ARTICLES_PATH, label: t("menu.articles") },
        ]}
        label={t("menu.label")}
      />
      <AccountIntlProvider locale={locale} namespaces={clientNamespaces}>
        <AccountQueryProvider>{children}</AccountQueryProvider>
      </AccountIntlProvider>
    </div>
  );
}
