/**
 * VAT on the marketplace's own sales (the marketplace is the seller of record, established in one EU
 * member state): which treatment a buyer gets, the rate, per-line VAT in integer cents, and the legal
 * mentions printed on invoices. Pure: no database, no server-only code, usable in the browser.
 * The EU member states and their VAT ID formats come from lib/profiles/vat.ts.
 */
import type { Locale } from "@/lib/i18n/routing";
import { translatorOf } from "@/lib/i18n/translate";
import enMentions from "@/messages/en/vat-mentions.json";
import ruMentions from "@/messages/ru/vat-mentions.json";
import { isEuCountry, isValidVatId, normalizeVatId } from "@/lib/profiles/vat";

/** Source of {@link EU_VAT_RATES}. */
export const VAT_RATES_SOURCE =
  "European Commission, Taxation and Customs Union, 'VAT rates applied in the Member States of the European Union', situation at 1 January 2026";

/** The date the rates of {@link EU_VAT_RATES} are in force at (ISO 8601). */
export const VAT_RATES_DATE = "2026-01-01";

/**
 * Standard VAT rate of each of the 27 EU member states, in basis points (1900 = 19 %), keyed by ISO
 * 3166-1 alpha-2 country code (GR for Greece, whose VAT prefix is EL).
 * Source: European Commission, Taxation and Customs Union, "VAT rates applied in the Member States of
 * the European Union", situation at 1 January 2026 ({@link VAT_RATES_SOURCE}, {@link VAT_RATES_DATE}).
 * The keys are exactly those of EU_VAT_FORMATS (asserted by tests/unit/money/vat.test.ts).
 */
export const EU_VAT_RATES: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

/** The buyer as a billing profile describes it; `vatId` is "" when the buyer has none. */
export type VatBuyer = { country: string; vatId: string; companyName: string };

export type VatTreatment = {
  /**
   * domestic: buyer in the marketplace's state, its rate. eu_consumer: buyer in another EU state
   * without a well-formed VAT ID, the buyer's state's rate (OSS). reverse_charge: business in another
   * EU state, 0 (Article 196). outside_eu: 0 (Article 44).
   */
  kind: "domestic" | "eu_consumer" | "reverse_charge" | "outside_eu";
  /** Rate in basis points (1900 = 19 %). */
  rateBp: number;
  /** The buyer's country, trimmed and upper-cased. */
  buyerCountry: string;
};

function normalizeCountry(country: string): string {
  return country.trim().toUpperCase();
}

function standardRateOf(country: string): number {
  if (!Object.hasOwn(EU_VAT_RATES, country)) throw new Error(`No VAT rate for EU member state '${country}'`);
  return EU_VAT_RATES[country];
}

/**
 * How VAT applies to `buyer` when the marketplace, established in `marketplaceCountry`, sells to it
 * (electronically supplied services). A business is recognised by a VAT ID well-formed for its own
 * country (lib/profiles/vat.ts; VIES is not consulted), never by a company name alone.
 * Throws when `marketplaceCountry` is not an EU member state (a configuration bug).
 */
export function vatTreatment(buyer: VatBuyer, marketplaceCountry: string): VatTreatment {
  const seller = normalizeCountry(marketplaceCountry);
  if (!isEuCountry(seller)) {
    throw new Error(`Marketplace country '${marketplaceCountry}' is not an EU member state`);
  }
  const buyerCountry = normalizeCountry(buyer.country);
  if (!isEuCountry(buyerCountry)) return { kind: "outside_eu", rateBp: 0, buyerCountry };
  if (buyerCountry === seller) return { kind: "domestic", rateBp: standardRateOf(seller), buyerCountry };
  const hasVatId = normalizeVatId(buyer.vatId) !== "" && isValidVatId(buyerCountry, buyer.vatId);
  if (hasVatId) return { kind: "reverse_charge", rateBp: 0, buyerCountry };
  return { kind: "eu_consumer", rateBp: standardRateOf(buyerCountry), buyerCountry };
}

/**
 * VAT of one line in integer cents: `netCents × rateBp / 10000`, rounded half up, computed with
 * integers only (the net is split so every intermediate product stays a safe integer).
 * Throws on a negative or non-integer net or rate.
 */
export function lineVat(netCents: number, rateBp: number): number {
  if (!Number.isSafeInteger(netCents) || netCents < 0) {
    throw new Error(`Net amount must be a non-negative integer number of cents, got ${netCents}`);
  }
  if (!Number.isSafeInteger(rateBp) || rateBp < 0 || rateBp > 10000) {
    throw new Error(`VAT rate must be an integer number of basis points from 0 to 10000, got ${rateBp}`);
  }
  const high = Math.floor(netCents / 10000);
  const low = netCents % 10000;
  const vat = high * rateBp + Math.floor((low * rateBp + 5000) / 10000);
  if (!Number.isSafeInteger(vat)) throw new Error(`VAT of ${netCents} cents is too large`);
  return vat;
}

export type VatTotals = { netCents: number; vatCents: number; grossCents: number };

/** Totals of an order or invoice: the sums of its lines' net and VAT (never VAT recomputed on the total). */
export function sumLines(lines: readonly { netCents: number; vatCents: number }[]): VatTotals {
  let netCents = 0;
  let vatCents = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.netCents) || !Number.isSafeInteger(line.vatCents)) {
      throw new Error("Line amounts must be integer numbers of cents");
    }
    netCents += line.netCents;
    vatCents += line.vatCents;
  }
  const grossCents = netCents + vatCents;
  if (!Number.isSafeInteger(grossCents)) throw new Error("Order total is too large");
  return { netCents, vatCents, grossCents };
}

/** The invoices' legal mentions (messages vatMentions): only their small file, as this module also runs in the browser. */
const mentions = (locale: Locale) => translatorOf(locale, { en: enMentions, ru: ruMentions }[locale], "vatMentions");

/** The mention an invoice under the reverse charge must carry (Article 226(11a) of the VAT Directive). */
export function reverseChargeMention(locale: Locale): string {
  return mentions(locale)("reverseCharge");
}

/** The mention of an invoice to a buyer outside the EU (place of supply outside the EU). */
export function outsideEuMention(locale: Locale): string {
  return mentions(locale)("outsideEu");
}

/** A rate in basis points as shown on invoices: 1900 → "19 %", 2550 → "25.5 %" (ru "25,5 %"). */
export function formatVatRate(rateBp: number, locale: Locale): string {
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) {
    throw new Error(`VAT rate must be a non-negative integer number of basis points, got ${rateBp}`);
  }
  const whole = Math.floor(rateBp / 100);
  const fraction = String(rateBp % 100).padStart(2, "0").replace(/0+$/, "");
  const separator = locale === "ru" ? "," : ".";
  return `${whole}${fraction ? separator + fraction : ""} %`;
}
