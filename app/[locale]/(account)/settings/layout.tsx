import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AccountIntlProvider } from "@/components/settings/account-intl-provider";
import { AccountQueryProvider } from "@/components/settings/query-provider";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import { settingsPaths } from "@/components/settings/paths";
import { isLocale } from "@/lib/i18n/routing";

/** Message namespaces the settings islands (and the billing profiles section) use in the browser. */
const clientNamespaces = ["settings", "identity", "profiles"] as const;

/**
 * Settings (spec section 2: main, profile, access) share a heading and tabs. Nothing here reads the
 * request: each page checks the caller inside its own Suspense boundary.
 */
export default async function SettingsLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "settings" });
  const tabs = [
    { href: settingsPaths.main, label: t("tabs.main") },
    { href: settingsPaths.profile, label: t("tabs.profile") },
    { href: settingsPaths.access, label: t("tabs.access") },
  ];
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <SettingsTabs tabs={tabs} label={t("tabsLabel")} />
      <AccountIntlProvider locale={locale} namespaces={clientNamespaces}>
        <AccountQueryProvider>{children}</AccountQueryProvider>
      </AccountIntlProvider>
    </div>
  );
}
