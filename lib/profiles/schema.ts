import { z } from "zod";
import { isCountryCode } from "./countries";
import { MAX_PROFILES_PER_USER, PROFILE_FIELD_MAX, type ProfileField } from "./constants";
import { isPhoneRegion, parsePhone } from "./phone";
import { isValidVatId, vatFormatOf } from "./vat";

/**
 * Billing profiles (spec section 3, "User profile"): the one input schema of each operation, used
 * by the route handlers, the profile form (zodResolver) and the OpenAPI document.
 *
 * Messages are keys of the "profiles" message namespace (messages/<locale>/profiles.json), never
 * display text: the form shows `t(message)` in the page language and the API answers the same text
 * in the Accept-Language language (lib/profiles/messages.ts). Texts follow spec section 5.
 */

export const PROFILE_ERROR_KEYS = ["required", "invalid", "email", "tooLong", "phone", "phoneRegion", "country", "vatFormat"] as const;
export type ProfileErrorKey = (typeof PROFILE_ERROR_KEYS)[number];
/** A zod message of this module: the message key relative to the "profiles" namespace. */
export type ProfileErrorMessage = `errors.${ProfileErrorKey}`;

const msg = (key: ProfileErrorKey): ProfileErrorMessage => `errors.${key}`;

export { MAX_PROFILES_PER_USER, PROFILE_FIELD_MAX, type ProfileField };

/** A string field: missing or null is "required", another type "invalid". */
const text = (field: ProfileField) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? msg("required") : msg("invalid")) })
    .trim()
    .max(PROFILE_FIELD_MAX[field], { error: msg("tooLong") });

const requiredText = (field: ProfileField) => text(field).min(1, { error: msg("required") });

/** Format checks skip an empty value, which already answers "required" (one message per field). */
const filled = { when: (payload: { value: unknown }) => typeof payload.value === "string" && payload.value !== "" };

/**
 * The fields, each checked on its own. The cross-field rules (the phone number against its region,
 * the VAT ID against the country) are in `checkProfileRules`.
 */
const profileFields = z.object({
  first_name: requiredText("first_name").describe("First name"),
  last_name: requiredText("last_name").describe("Last name"),
  email: requiredText("email")
    .toLowerCase()
    .email({ error: msg("email"), ...filled })
    .describe("E-mail for invoices"),
  phone_number: requiredText("phone_number").describe(
    "Phone number as typed (national or international writing); valid for phone_region; stored and answered in E.164",
  ),
  phone_region: requiredText("phone_region")
    .toUpperCase()
    .refine(isPhoneRegion, { error: msg("phoneRegion"), ...filled })
    .describe("ISO 3166-1 alpha-2 region whose mask the phone number follows"),
  city: requiredText("city").describe("City"),
  zip_code: requiredText("zip_code").describe("ZIP or postal code"),
  address: requiredText("address").describe("Street address"),
  state: text("state").optional().describe("State, province or region (optional)"),
  country: requiredText("country")
    .toUpperCase()
    .refine(isCountryCode, { error: msg("country"), ...filled })
    .describe("ISO 3166-1 alpha-2 country code"),
  vat_id: text("vat_id")
    .optional()
    .describe(
      "VAT ID (optional). For a country of the EU it must follow that member state's format with its prefix " +
        "(EL for Greece), e.g. DE123456789; spaces, dots and dashes are ignored and it is stored in upper case",
    ),
  company_name: text("company_name").optional().describe("Company name (optional)"),
});

type RefinementContext = { addIssue: (issue: { code: "custom"; path: string[]; message: string; input: unknown; params?: Record<string, string> }) => void };

/**
 * The rules that need two fields. They run even when other fields failed (`when`), so the form
 * shows every problem at once, and only look at fields that are well-formed strings.
 */
export function checkProfileRules(value: Record<string, unknown>, ctx: RefinementContext): void {
  const { phone_number: phone, phone_region: region, country, vat_id: vat } = value;
  if (typeof phone === "string" && phone.trim() && isPhoneRegion(region) && !parsePhone(phone, region)) {
    ctx.addIssue({ code: "custom", path: ["phone_number"], message: msg("phone"), input: phone, params: { region } });
  }
  if (typeof vat === "string" && vat.trim() && isCountryCode(country) && !isValidVatId(country, vat)) {
    ctx.addIssue({ code: "custom", path: ["vat_id"], message: msg("vatFormat"), input: vat, params: { country } });
  }
}

const always = { when: () => true };

/** POST /api/users/profile/profiles and the profile form (add and edit). */
export const profileCreateSchema = profileFields.superRefine(checkProfileRules, always);

/**
 * PATCH /api/users/profile/profiles/{uid}: any subset of the fields. The cross-field rules are
 * checked on the stored profile with the changes applied (lib/profiles/actions.ts), so changing
 * only the country still checks the stored VAT ID.
 */
export const profileUpdateSchema = profileFields.partial();

export type ProfileCreateInput = z.input<typeof profileCreateSchema>;
export type ProfileCreate = z.output<typeof profileCreateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const profileUidSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: "Malformed profile uid: expected up to 32 letters, digits, '_' or '-'" });

export const profilePathParams = z.object({ uid: profileUidSchema.describe("Profile uid") });

/** The Profile of the HTTP contract (docs/accounts-api.md). */
export const profileDto = z.object({
  uid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().describe("E.164, e.g. +493012345678"),
  phone_region: z.string().describe("ISO 3166-1 alpha-2"),
  city: z.string(),
  zip_code: z.string(),
  address: z.string(),
  state: z.string().describe("Empty when not given"),
  country: z.string().describe("ISO 3166-1 alpha-2"),
  vat_id: z.string().describe("Normalised (upper case, no separators); empty when not given"),
  company_name: z.string().describe("Empty when not given"),
  created_at: z.string().describe("ISO 8601"),
  updated_at: z.string().describe("ISO 8601"),
});

export type Profile = z.infer<typeof profileDto>;

export const profileListResponse = z.object({
  items: z.array(profileDto).describe(`The caller's profiles, newest first (at most ${MAX_PROFILES_PER_USER})`),
});

export const profileDeletedResponse = z.object({
  uid: z.string().describe("The deleted profile's uid"),
  response_message: z.string().describe("Translated confirmation for the positive toast"),
});

/**
 * The values a field error's text needs ({max}, {country}, {example}), the same in the form and the
 * API answer. `country` is the profile's country code (for the VAT format message).
 */
export function profileErrorParams(
  message: string,
  field: string,
  country: unknown,
  countryLabel: (code: string) => string,
): Record<string, string> {
  if (message === msg("tooLong") && field in PROFILE_FIELD_MAX) return { max: String(PROFILE_FIELD_MAX[field as ProfileField]) };
  if (message === msg("vatFormat") && typeof country === "string") {
    const format = vatFormatOf(country);
    return { country: countryLabel(country.toUpperCase()), example: format?.example ?? "" };
  }
  return {};
}

/** True when `message` is one of this module's message keys (not text from elsewhere). */
export function isProfileErrorMessage(message: string): message is ProfileErrorMessage {
  return message.startsWith("errors.") && (PROFILE_ERROR_KEYS as readonly string[]).includes(message.slice("errors.".length));
}
