import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ProfileSettings } from "@/components/settings/profile-settings";
import { settingsPaths } from "@/components/settings/paths";
import { SettingsSkeleton } from "@/components/settings/settings-skeleton";
import { requirePageCaller } from "@/lib/auth/page";
import { userDto } from "@/lib/auth/users";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "settings" });
  return buildMetadata({ locale, pathname: settingsPaths.profile, title: t("meta.profile"), description: t("description"), noindex: true });
}

async function Profile({ locale }: { locale: Locale }) {
  const caller = await requirePageCaller(locale, settingsPaths.profile);
  return <ProfileSettings user={await userDto(caller)} />;
}

/** settings/profile: user information, the sign-in e-mail and billing profiles (locked until identity confirmation). */
export default async function ProfileSettingsPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "settings" });
  return (
    <Suspense fallback={<SettingsSkeleton label={t("loading")} />}>
      <Profile locale={locale} />
    </Suspense>
  );
}
