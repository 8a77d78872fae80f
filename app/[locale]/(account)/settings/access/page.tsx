import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SessionsSection } from "@/components/settings/sessions-section";
import { settingsPaths } from "@/components/settings/paths";
import { SettingsSkeleton } from "@/components/settings/settings-skeleton";
import { requirePageCaller } from "@/lib/auth/page";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "settings" });
  return buildMetadata({ locale, pathname: settingsPaths.access, title: t("meta.access"), description: t("description"), noindex: true });
}

async function Access({ locale }: { locale: Locale }) {
  await requirePageCaller(locale, settingsPaths.access);
  return <SessionsSection />;
}

/** settings/access: the signed-in devices, each can be signed out, or all at once. */
export default async function AccessSettingsPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "settings" });
  return (
    <Suspense fallback={<SettingsSkeleton label={t("loading")} />}>
      <Access locale={locale} />
    </Suspense>
  );
}
