"use client";

import { useTranslations } from "next-intl";
import { SettingsSkeleton } from "@/components/settings/settings-skeleton";

/** Rendered inside the settings layout, whose provider carries the "settings" messages. */
export default function SettingsLoading() {
  const t = useTranslations("settings");
  return <SettingsSkeleton label={t("loading")} />;
}
