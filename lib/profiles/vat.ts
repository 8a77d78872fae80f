/**
 * VAT identification numbers of the 27 EU member states, as the EU's VIES service formats them: the
 * two-letter VAT prefix (the ISO country code, except EL for Greece) followed by the national
 * number. https://ec.europa.eu/taxation_customs/vies/ (FAQ, "VAT number formats").
 * Used by the profile schema on the server and in the browser, so nothing here touches the server.
 */

export type VatFormat = {
  /** The prefix the number starts with (EL for Greece, otherwise the country code). */
  prefix: string;
  /** The whole normalised number, prefix included. */
  pattern: RegExp;
  /** A well-formed example shown in the error message and as the placeholder. */
  example: string;
};

/** Keyed by ISO 3166-1 alpha-2 country code. */
export const EU_VAT_FORMATS: Readonly<Record<string, VatFormat>> = {
  AT: { prefix: "AT", pattern: /^ATU\d{8}$/, example: "ATU12345678" },
  BE: { prefix: "BE", pattern: /^BE[01]\d{9}$/, example: "BE0123456789" },
  BG: { prefix: "BG", pattern: /^BG\d{9,10}$/, example: "BG123456789" },
  CY: { prefix: "CY", pattern: /^CY\d{8}[A-Z]$/, example: "CY12345678X" },
  CZ: { prefix: "CZ", pattern: /^CZ\d{8,10}$/, example: "CZ12345678" },
  DE: { prefix: "DE", pattern: /^DE\d{9}$/, example: "DE123456789" },
  DK: { prefix: "DK", pattern: /^DK\d{8}$/, example: "DK12345678" },
  EE: { prefix: "EE", pattern: /^EE\d{9}$/, example: "EE123456789" },
  ES: { prefix: "ES", pattern: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/, example: "ESX1234567X" },
  FI: { prefix: "FI", pattern: /^FI\d{8}$/, example: "FI12345678" },
  // Two characters (letters except I and O, or digits), then the 9-digit SIREN.
  FR: { prefix: "FR", pattern: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/, example: "FRXX123456789" },
  GR: { prefix: "EL", pattern: /^EL\d{9}$/, example: "EL123456789" },
  HR: { prefix: "HR", pattern: /^HR\d{11}$/, example: "HR12345678901" },
  HU: { prefix: "HU", pattern: /^HU\d{8}$/, example: "HU12345678" },
  // Old style 1234567X or 1X23456X (second character a letter, + or *), new style 1234567XX.
  IE: { prefix: "IE", pattern: /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, example: "IE1234567WA" },
  IT: { prefix: "IT", pattern: /^IT\d{11}$/, example: "IT12345678901" },
  LT: { prefix: "LT", pattern: /^LT(\d{9}|\d{12})$/, example: "LT123456789" },
  LU: { prefix: "LU", pattern: /^LU\d{8}$/, example: "LU12345678" },
  LV: { prefix: "LV", pattern: /^LV\d{11}$/, example: "LV12345678901" },
  MT: { prefix: "MT", pattern: /^MT\d{8}$/, example: "MT12345678" },
  NL: { prefix: "NL", pattern: /^NL\d{9}B\d{2}$/, example: "NL123456789B01" },
  PL: { prefix: "PL", pattern: /^PL\d{10}$/, example: "PL1234567890" },
  PT: { prefix: "PT", pattern: /^PT\d{9}$/, example: "PT123456789" },
  // 2 to 10 digits without a leading zero.
  RO: { prefix: "RO", pattern: /^RO[1-9]\d{1,9}$/, example: "RO1234567890" },
  SE: { prefix: "SE", pattern: /^SE\d{10}01$/, example: "SE123456789001" },
  SI: { prefix: "SI", pattern: /^SI\d{8}$/, example: "SI12345678" },
  SK: { prefix: "SK", pattern: /^SK\d{10}$/, example: "SK1234567890" },
};

/** True when `country` (ISO alpha-2) is an EU member state. */
export function isEuCountry(country: string): boolean {
  return Object.hasOwn(EU_VAT_FORMATS, country.toUpperCase());
}

/** The VAT format of an EU member state, or null for any other country. */
export function vatFormatOf(country: string): VatFormat | null {
  return isEuCountry(country) ? EU_VAT_FORMATS[country.toUpperCase()] : null;
}

/** Upper case without the spaces, dots and dashes people type between groups ("de 123.456-789" → "DE123456789"). */
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.\-]/g, "").toUpperCase();
}

/**
 * Whether `vatId` is acceptable for a profile in `country`: an empty VAT ID always is (the field is
 * optional); outside the EU any text is; in an EU member state it must match that state's format.
 */
export function isValidVatId(country: string, vatId: string): boolean {
  const normalized = normalizeVatId(vatId);
  if (!normalized) return true;
  const format = vatFormatOf(country);
  return format ? format.pattern.test(normalized) : true;
}
