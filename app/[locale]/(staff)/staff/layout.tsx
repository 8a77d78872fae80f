import { Suspense, type ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AccountIntlProvider } from "@/components/settings/account-intl-provider";
import { AccountQueryProvider } from "@/components/settings/query-provider";
import { AreaNav } from "@/components/staff/area-nav";
import { ARTICLES_PATH, CATEGORIES_PATH, DATA_CENTERS_PATH, PRODUCTS_PATH } from "@/components/staff/catalogue-paths";
import { IP_BLOCKS_PATH, PAYMENTS_PATH, QUEUE_PATH } from "@/components/staff/paths";
import { getPageCaller } from "@/lib/auth/page";
import { isLocale, type Locale } from "@/lib/i18n/routing";

/** Message namespaces the staff islands use in the browser (the queue's pager reads "tables"). */
const clientNamespaces = ["staff", "tables"] as const;

/**
 * The marketplace staff area (/staff): its own heading and section menu, shown to staff only. The
 * caller is read inside a Suspense boundary (the request's cookies), so the pages render as before:
 * each checks the caller itself (a guest goes to sign in; anyone without the staff flag gets the
 * "staff only" state, as the staff API answers them 403), and a signed-in user without the staff flag
 * sees none of the area's heading and menu.
 */
export default async function StaffLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <div className="mx-auto max-w-6xl">
      <Suspense fallback={null}>
        <StaffShell locale={locale} />
      </Suspense>
      <AccountIntlProvider locale={locale} namespaces={clientNamespaces}>
        <AccountQueryProvider>{children}</AccountQueryProvider>
      </AccountIntlProvider>
    </div>
  );
}

/** The area's heading and menu, for a caller with the staff flag; nothing for anyone else. */
async function StaffShell({ locale }: { locale: Locale }) {
  const caller = await getPageCaller();
  if (!caller?.user.isStaff) return null;
  const t = await getTranslations({ locale, namespace: "staff" });
  return (
    <>
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
    </>
  );
}
