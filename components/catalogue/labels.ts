import { deliveryEstimate, formatApproxMoney, formatMoney } from "@/lib/format";
import { hourlyCents, monthlyCents, type UnitKind } from "@/lib/catalogue/pricing";
import type { Locale } from "@/lib/i18n/routing";
import type { BadgeTone } from "@/components/ui/badge";

/** A translator of one namespace (what getTranslations returns). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export type Period = "hour" | "month" | "year";
export type Availability = "in_stock" | "limited" | "out_of_stock";

/** "€12.90/month" in the page's language (`t` is the `catalogue` namespace). */
export function priceLabel(t: Translate, locale: Locale, cents: number, currency: string, period: Period): string {
  return t("price", { price: formatMoney(cents, currency, locale), period });
}

/**
 * An offer's price in its own unit and the other one (`t` is the `catalogue` namespace):
 * "€3.97/hour ≈ €2,898/month" for hourly offers, "€677.00/month ≈ €0.93/hour" for monthly ones,
 * "€1,200.00/year ≈ €100/month" for yearly ones.
 */
export function offerPriceText(t: Translate, locale: Locale, cents: number, currency: string, period: Period): string {
  return t("priceApprox", { own: priceLabel(t, locale, cents, currency, period), other: otherPriceLabel(t, locale, cents, currency, period) });
}

/** The converted half of offerPriceText: the monthly equivalent of hourly and yearly prices, the hourly one of monthly prices. */
export function otherPriceLabel(t: Translate, locale: Locale, cents: number, currency: string, period: Period): string {
  return period === "month"
    ? t("price", { price: formatApproxMoney(hourlyCents(cents, period), currency, locale), period: "hour" })
    : t("price", { price: formatApproxMoney(monthlyCents(cents, period), currency, locale), period: "month" });
}

/** "€0.49/GPU-hour", "€5.10/vCPU-month", "€0.19/GB RAM-month". */
export function unitPriceText(t: Translate, locale: Locale, unit: UnitKind, cents: number, currency: string): string {
  return t("unitPrice", { unit, price: formatApproxMoney(cents, currency, locale) });
}

/** "within 15 minutes", "about 2 hours" (`t` is the `catalogue` namespace). */
export function deliveryLabel(t: Translate, minutes: number): string {
  const { unit, count } = deliveryEstimate(minutes);
  return t("deliveryEstimate", { unit, count });
}

export const availabilityTone: Record<Availability, BadgeTone> = {
  in_stock: "success",
  limited: "warning",
  out_of_stock: "danger",
};

/** Facet units as the filters config spells them, mapped to `catalogue.units.*` keys. */
const unitKeys: Record<string, string> = { GB: "GB", "Gbit/s": "Gbps" };

/** A facet value for display: "64 GB", "10 Gbit/s", "WireGuard". */
export function facetValueLabel(t: Translate, value: string, unit?: string): string {
  if (!unit) return value;
  const key = unitKeys[unit];
  return `${value} ${key ? t(`units.${key}`) : unit}`;
}

/** "FRA-1 Frankfurt" rather than "FRA-1 Frankfurt, Frankfurt" when the data center's name holds its city. */
export function dataCenterLabel(dc: { name: string; city: string }): string {
  return dc.name.includes(dc.city) ? dc.name : `${dc.name}, ${dc.city}`;
}

/** A measured duration: minutes up to two hours, then hours. */
export function durationLabel(t: Translate, minutes: number): string {
  return minutes <= 120 ? t("durationMinutes", { count: minutes }) : t("durationHours", { count: Math.round(minutes / 60) });
}

/**
 * A supplier's measured delivery (lib/resources/delivery-stats.ts) in words: "usually 12 minutes, 95%
 * within 40 minutes (9 deliveries in 90 days)", or "new supplier" below the minimum; with what its
 * offers claim when `withClaim`.
 */
export function measuredDeliveryLabel(t: Translate, stats: { deliveries: number; medianMinutes: number | null; p95Minutes: number | null; claimedMinutes: number | null }, withClaim = false): string {
  const measured =
    stats.medianMinutes === null || stats.p95Minutes === null
      ? t("measuredNew")
      : t("measuredDelivery", { median: durationLabel(t, stats.medianMinutes), p95: durationLabel(t, stats.p95Minutes), count: stats.deliveries });
  return withClaim && stats.claimedMinutes !== null ? `${measured}; ${t("claimedDelivery", { claimed: deliveryLabel(t, stats.claimedMinutes) })}` : measured;
}
