import { localeTags, type Locale } from "@/lib/i18n/routing";
import { WHOLE_EURO_FROM_CENTS } from "@/lib/catalogue/pricing";
import enCountries from "@/messages/en/countries.json";
import ruCountries from "@/messages/ru/countries.json";

/** Country names where the messages improve on CLDR (it writes "Соединенные Штаты" without ё). */
const countryOverrides: Record<Locale, Record<string, string>> = { en: enCountries.countries, ru: ruCountries.countries };

/**
 * Intl formatters are costly to build (ICU data lookups) and cheap to reuse: a cold listing formats
 * hundreds of prices, and building one per call took 8–10 ms of its render (ADR 0015). One per
 * locale and options, for the life of the process (a few dozen at most: two locales, a handful of
 * currencies and digit settings).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTags[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}
const regionNames = new Map<Locale, Intl.DisplayNames>();

const BYTE_UNITS = ["B", "KB", "MB", "GB", "TB", "PB"] as const;

/** Spec section 9: byte sizes from B to PB in steps of 1024 with one decimal ("1.5 GB"). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "0.0 B";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${BYTE_UNITS[unit]}`;
}

/** Money is integer cents plus a currency code; shown in the page's language. */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return numberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2 }).format(cents / 100);
}

/**
 * A derived amount (a price converted to another period or per unit), possibly fractional cents:
 * whole units from 100 up ("€2,898"), two decimals down to one cent ("€0.93"), up to four below a
 * cent ("€0.0041").
 */
export function formatApproxMoney(cents: number, currency: string, locale: Locale): string {
  // Whole euros from €100; cents below; under one cent up to four decimals, so a cheap offer's hourly
  // equivalent reads "€0.0041/hour", not "€0.00/hour".
  const abs = Math.abs(cents);
  const [min, max] = abs >= WHOLE_EURO_FROM_CENTS ? [0, 0] : abs >= 1 || abs === 0 ? [2, 2] : [2, 4];
  return numberFormat(locale, { style: "currency", currency, minimumFractionDigits: min, maximumFractionDigits: max }).format(cents / 100);
}

/**
 * Spec section 9: tables show "first–last of total" (en dash). An empty table shows "0–0 of 0".
 * `ofWord` is the translated "of".
 */
export function formatRange(page: number, size: number, total: number, ofWord = "of"): string {
  if (total <= 0) return `0–0 ${ofWord} 0`;
  const first = Math.min((page - 1) * size + 1, total);
  const last = Math.min(page * size, total);
  return `${first}–${last} ${ofWord} ${total}`;
}

/** Country name in the page's language from an ISO 3166 alpha-2 code. */
export function countryName(code: string, locale: Locale): string {
  const override = countryOverrides[locale]?.[code.toUpperCase()];
  if (override) return override;
  try {
    let names = regionNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([localeTags[locale]], { type: "region" });
      regionNames.set(locale, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A delivery estimate as people say it. Up to an hour it is a promise rounded up to 5 minutes
 * ("within 15 minutes", "within an hour"); beyond that it is an approximation in whole hours
 * ("about 2 hours") and, from 21 hours on, in whole days ("about 1 day"). Bad input (negative,
 * not a number) reads as the shortest promise. The words come from `catalogue.deliveryEstimate`.
 */
export type DeliveryEstimate = { unit: "minute" | "hour" | "hours" | "days"; count: number };

export function deliveryEstimate(minutes: number): DeliveryEstimate {
  const m = Number.isFinite(minutes) ? Math.max(0, minutes) : 0;
  if (m <= 60) {
    const rounded = Math.max(5, Math.ceil(m / 5) * 5);
    return rounded === 60 ? { unit: "hour", count: 1 } : { unit: "minute", count: rounded };
  }
  if (m < 21 * 60) return { unit: "hours", count: Math.max(1, Math.round(m / 60)) };
  return { unit: "days", count: Math.max(1, Math.round(m / 1440)) };
}
