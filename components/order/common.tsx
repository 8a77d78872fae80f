"use client";

import { useMemo } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { useDateFormat } from "@/components/ui/when";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { formatVatRate } from "@/lib/money/vat";

/** Formatters in the page's language: money from cents, VAT rates, and the dates of useDateFormat. */
export function useBuyingFormat() {
  const locale = useLocale() as Locale;
  const dates = useDateFormat();
  return useMemo(
    () => ({
      locale,
      ...dates,
      money: (cents: number, currency: string) => formatMoney(cents, currency || "EUR", locale),
      rate: (bp: number) => (Number.isSafeInteger(bp) && bp >= 0 ? formatVatRate(bp, locale) : "—"),
    }),
    [locale, dates],
  );
}

export type StatusKind = "order" | "payment" | "invoice" | "resource";

const tones: Record<StatusKind, Record<string, BadgeTone>> = {
  order: { draft: "neutral", awaiting_payment: "warning", paid: "success", cancelled: "neutral", refunded: "info" },
  payment: { created: "warning", pending: "warning", paid: "success", failed: "danger", expired: "neutral", cancelled: "neutral", review: "warning", refunding: "info", refunded: "info" },
  invoice: { issued: "warning", paid: "success", void: "neutral" },
  resource: {
    waiting: "warning",
    requested: "info",
    processing: "info",
    delivered: "success",
    failed: "danger",
    suspended: "warning",
    deleted: "neutral",
    archived: "neutral",
  },
};

/** A status as a translated chip; a status the interface does not know yet shows as the API wrote it. */
export function StatusChip({ kind, status }: { kind: StatusKind; status: string }) {
  const t = useTranslations("buying.status");
  const key = `${kind}.${status}`;
  return <Badge tone={tones[kind][status] ?? "neutral"}>{t.has(key) ? t(key) : status}</Badge>;
}

/** The billing period of an offer or line ("hour", "month") in the page's language. */
export function usePeriodLabel() {
  const t = useTranslations("buying.period");
  return (period: string) => (t.has(period) ? t(period) : period);
}

