"use client";

import { useMemo } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { localeTags, type Locale } from "@/lib/i18n/routing";
import { statusOf, type OrganizationStatus } from "./types";

const tones: Record<OrganizationStatus, BadgeTone> = { new: "neutral", approving: "warning", approved: "success", changed: "info", blocked: "danger" };

/** The organisation's status as a translated chip (spec section 4: each status has a translated label). */
export function OrganizationStatusChip({ status }: { status: string }) {
  const t = useTranslations("business.status");
  const known = statusOf(status);
  return <Badge tone={tones[known]}>{t(known)}</Badge>;
}

/** Dates in the page's language (the island renders in the browser only, so on the visitor's clock). */
export function useDateFormat() {
  const locale = useLocale() as Locale;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: "medium" });
    return (iso: string | null | undefined) => (iso && Number.isFinite(Date.parse(iso)) ? format.format(new Date(iso)) : "—");
  }, [locale]);
}
