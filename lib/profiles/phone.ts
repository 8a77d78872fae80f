import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from "libphonenumber-js/max";

/**
 * Phone numbers of billing profiles (spec section 3: "phone number with the country's mask").
 * The full ("max") metadata is used so that validity is checked against each region's number
 * patterns, not only its lengths; the browser and the server use the same rules.
 */

/** Regions whose mask the phone input offers (libphonenumber's list, ISO alpha-2 plus a few like AC, XK). */
export const PHONE_REGIONS: readonly CountryCode[] = [...getCountries()].sort();

export function isPhoneRegion(value: unknown): value is CountryCode {
  return typeof value === "string" && isSupportedCountry(value);
}

/** "+49" for DE. */
export function callingCodeOf(region: CountryCode): string {
  return `+${getCountryCallingCode(region)}`;
}

/**
 * The number typed for `region` (national or international writing), when it is a valid number
 * with that region's calling code. A number of another region sharing the calling code (+1 for
 * the US and Canada) is accepted: it has the same mask.
 */
export function parsePhone(value: string, region: string): PhoneNumber | null {
  if (!isPhoneRegion(region) || !value.trim()) return null;
  const phone = parsePhoneNumberFromString(value, region);
  if (!phone || !phone.isValid()) return null;
  return phone.countryCallingCode === getCountryCallingCode(region) ? phone : null;
}

/** The E.164 form ("+493012345678") the profile stores, or null when the number is not valid for `region`. */
export function toE164(value: string, region: string): string | null {
  return parsePhone(value, region)?.number ?? null;
}

/** What the phone input shows while typing: the region's mask applied to the digits so far. */
export function formatAsYouType(value: string, region: string): string {
  if (!isPhoneRegion(region)) return value;
  return new AsYouType(region).input(value);
}

/** A stored E.164 number written the way its region writes it nationally (to edit it again). */
export function nationalFormat(e164: string, region: string): string {
  const phone = parsePhoneNumberFromString(e164, isPhoneRegion(region) ? region : undefined);
  return phone ? phone.formatNational() : e164;
}

/** A stored E.164 number for display ("+49 30 12345678"). */
export function internationalFormat(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
