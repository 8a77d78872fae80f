import type { InstanceConfiguration } from "@/lib/db/schema";
import { HOURS_PER_MONTH } from "@/lib/catalogue/pricing";
import type { ConfigField } from "./configuration";
import { DEFAULT_HOURS } from "./constants";

/**
 * What one instance costs, net of VAT, in integer cents (CONVENTIONS 16). Option surcharges
 * (`price_cents` of a product option value) are monthly amounts:
 * - a monthly offer is bought for one month: price + surcharges;
 * - a yearly offer for one year: price + 12 × surcharges;
 * - an hourly offer as a prepaid block of `hours`: price × hours + surcharges × hours / 730, rounded
 *   half up once per instance (one month = 730 hours, lib/catalogue/pricing.ts).
 * `units` is what was bought: hours, months or years.
 */
export function priceInstance(
  offer: { priceCents: number; billingPeriod: "hour" | "month" | "year" },
  fields: readonly ConfigField[],
  config: InstanceConfiguration,
): { units: number; netCents: number } {
  let surcharge = 0;
  for (const f of fields) {
    if (f.kind !== "select") continue;
    const chosen = f.values.find((v) => v.value === config[f.key]);
    if (chosen) surcharge += chosen.price_cents;
  }
  if (offer.billingPeriod === "hour") {
    const raw = config.hours;
    const hours = Number.isInteger(raw) && (raw as number) > 0 ? (raw as number) : DEFAULT_HOURS;
    return { units: hours, netCents: offer.priceCents * hours + Math.floor((surcharge * hours * 2 + HOURS_PER_MONTH) / (2 * HOURS_PER_MONTH)) };
  }
  if (offer.billingPeriod === "year") return { units: 1, netCents: offer.priceCents + 12 * surcharge };
  return { units: 1, netCents: offer.priceCents + surcharge };
}

/** The end of a period of `units` starting at `start` (hours, calendar months or years). */
export function periodEnd(start: Date, period: "hour" | "month" | "year", units: number): Date {
  if (period === "hour") return new Date(start.getTime() + units * 3_600_000);
  const months = period === "month" ? units : units * 12;
  const end = new Date(start);
  // Jan 31 + 1 month is the last day of February, not March 3.
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}
