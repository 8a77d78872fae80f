"use client";

import { useLocale, useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { supplierOfferErrorText } from "@/lib/supplier-offers/error-texts";
import type { SupplierOffer } from "./types";

const statusTones: Record<SupplierOffer["status"], BadgeTone> = { public: "success", hidden: "neutral", archived: "neutral", suspended: "warning" };

/** An offer's status as a translated chip. */
export function OfferStatusChip({ status }: { status: SupplierOffer["status"] }) {
  const t = useTranslations("supplier.offers.status");
  return <Badge tone={statusTones[status] ?? "neutral"}>{t.has(status) ? t(status) : status}</Badge>;
}

/** "€12.50 / month" in the page's language. */
export function useOfferPrice() {
  const t = useTranslations("supplier.offers");
  const locale = useLocale() as Locale;
  return (offer: Pick<SupplierOffer, "price_cents" | "currency" | "billing_period">) =>
    t("pricePer", { price: formatMoney(offer.price_cents, offer.currency || "EUR", locale), period: t(`period.${offer.billing_period}`) });
}

/** A validation message of the shared schemas (`errors.<key>`) or the API's text, in the page's language. */
export function useErrorText() {
  const locale = useLocale() as Locale;
  return (message: string | undefined) => (message ? supplierOfferErrorText(locale, message) : "");
}
