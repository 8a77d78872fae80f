import { Suspense, type ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AccountIntlProvider } from "@/components/settings/account-intl-provider";
import { AccountQueryProvider } from "@/components/settings/query-provider";
import { LoadingState } from "@/components/order/common";
import { AreaNav } from "@/components/staff/area-nav";
import { ARTICLES_PATH, CATEGORIES_PATH, DATA_CENTERS_PATH, PRODUCTS_PATH } from "@/components/staff/catalogue-paths";
import { StaffOnlyState } from "@/components/staff/common";
import { IP_BLOCKS_PATH, PAYMENTS_PATH, QUEUE_PATH } from "@/components/staff/paths";
import { getPageCaller } from "@/lib/auth/page";
import { isLocale, type Locale } from "@/lib/i18n/routing";

/** Message namespaces the staff islands use in the browser (the queue's pager reads "tables"). */
const clientNamespaces = ["staff", "tables"] as const;

/**
 * The marketplace staff area (/staff): its own heading and section menu, for staff only. The caller
 * is read inside a Suspense boundary (the request's cookies): a signed-in user without the staff
 * flag gets the "staff only" state and none of the area (its heading, menu and page), as the staff
 * API answers them 403; a guest gets the page, whose own check sends them to sign in (a layout does
 * not know the path to come back to). The pages and the staff API check the caller again.
 */
export default async function StaffLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "staff" });
  return (
    <AccountIntlProvider locale={locale} namespaces={clientNamespaces}>
      <Suspense fallback={<LoadingState label={t("loading")} />}>
        <StaffArea locale={locale}>{children}</StaffArea>
      </Suspense>
    </AccountIntlProvider>
  );
}

async function StaffArea({ locale, children }: { locale: Locale; children: ReactNode }) {
  const caller = await getPageCaller();
  if (!caller) return <AccountQueryProvider>{children}</AccountQueryProvider>;
  if (!caller.user.isStaff) return <StaffOnlyState />;
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
      <AccountQueryProvider>{children}</AccountQueryProvider>
    </div>
  );
}
