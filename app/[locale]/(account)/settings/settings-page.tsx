import { Suspense, type ReactNode } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { settingsPaths } from "@/components/settings/paths";
import { SettingsSkeleton } from "@/components/settings/settings-skeleton";
import type { Caller } from "@/lib/auth/caller";
import { requirePageCaller } from "@/lib/auth/page";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";

type Tab = "main" | "profile" | "access";
type Props = { params: Promise<{ locale: string }> };

/** The tab's noindex metadata ("{tab} – {product}"). */
export function settingsMetadata(tab: Tab) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    const t = await getTranslations({ locale, namespace: "settings" });
    return buildMetadata({ locale, pathname: settingsPaths[tab], title: t(`meta.${tab}`), description: t("description"), noindex: true });
  };
}

/**
 * A settings tab: the caller is checked (a guest goes to sign-in) inside the tab's own Suspense
 * boundary, since it reads the session cookie; `render` gets the signed-in caller.
 */
export function settingsPage(tab: Tab, render: (caller: Caller) => ReactNode | Promise<ReactNode>) {
  async function Content({ locale }: { locale: Locale }) {
    return render(await requirePageCaller(locale, settingsPaths[tab]));
  }
  return async function SettingsTabPage({ params }: Props) {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: "settings" });
    return (
      <Suspense fallback={<SettingsSkeleton label={t("loading")} />}>
        <Content locale={locale} />
      </Suspense>
    );
  };
}
