import { z } from "zod";
import { isCountryCode } from "@/lib/profiles/countries";
import { isPhoneRegion, parsePhone } from "@/lib/profiles/phone";
import { ROLES } from "./permissions";
import { ORGANIZATION_STATUSES } from "./status-names";

/**
 * Organisation inputs (spec section 3, "Organisation"): one schema per operation, used by the route
 * handlers, the /business-account form (zodResolver) and the OpenAPI document. Messages are keys of
 * the "business" namespace (messages/<locale>/business.json); the API answers their text in the
 * Accept-Language language (lib/organizations/texts.ts). Texts follow spec section 5.
 */
export const ORG_ERROR_KEYS = ["required", "invalid", "email", "tooLong", "phone", "phoneRegion", "country", "url"] as const;
export type OrgErrorKey = (typeof ORG_ERROR_KEYS)[number];
const msg = (key: OrgErrorKey) => `errors.${key}` as const;

export const ORG_FIELD_MAX = {
  name: 200,
  first_name: 100,
  middle_name: 100,
  last_name: 100,
  company_number: 40,
  finance_identification_number: 40,
  country: 2,
  state: 100,
  city: 100,
  zip_code: 20,
  address: 255,
  email: 254,
  website: 200,
  phone_number: 32,
  phone_region: 2,
} as const;
export type OrgField = keyof typeof ORG_FIELD_MAX;
/** The form's order (and the order errors are listed in). */
export const ORG_FIELDS = Object.keys(ORG_FIELD_MAX) as OrgField[];
/** What must be filled before the organisation can be sent for verification. */
export const REQUIRED_FOR_VERIFICATION: readonly OrgField[] = ["name", "first_name", "last_name", "company_number", "country", "city", "zip_code", "address", "email", "phone_number", "phone_region"];

const text = (field: OrgField) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? msg("required") : msg("invalid")) })
    .trim()
    .max(ORG_FIELD_MAX[field], { error: msg("tooLong") });
const requiredText = (field: OrgField) => text(field).min(1, { error: msg("required") });
const filled = { when: (payload: { value: unknown }) => typeof payload.value === "string" && payload.value !== "" };

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
};

const orgFields = z.object({
  name: requiredText("name").describe("Company name, as registered"),
  first_name: requiredText("first_name").describe("Contact person's first name"),
  middle_name: text("middle_name").optional().describe("Contact person's middle name (optional)"),
  last_name: requiredText("last_name").describe("Contact person's last name"),
  company_number: requiredText("company_number").describe("Company registration number"),
  finance_identification_number: text("finance_identification_number").optional().describe("Tax or VAT identification number (optional)"),
  country: requiredText("country").toUpperCase().refine(isCountryCode, { error: msg("country"), ...filled }).describe("ISO 3166-1 alpha-2 country code"),
  state: text("state").optional().describe("State, province or region (optional)"),
  city: requiredText("city").describe("City"),
  zip_code: requiredText("zip_code").describe("ZIP or postal code"),
  address: requiredText("address").describe("Street address"),
  email: requiredText("email").toLowerCase().email({ error: msg("email"), ...filled }).describe("The organisation's contact e-mail"),
  website: text("website").optional().refine((v) => !v || isHttpUrl(v), { error: msg("url") }).describe("Website, http(s) URL (optional)"),
  phone_number: requiredText("phone_number").describe("Phone number as typed; valid for phone_region; stored in E.164"),
  phone_region: requiredText("phone_region").toUpperCase().refine(isPhoneRegion, { error: msg("phoneRegion"), ...filled }).describe("ISO 3166-1 alpha-2 region whose mask the phone follows"),
});

type Ctx = { addIssue: (issue: { code: "custom"; path: string[]; message: string; input: unknown; params?: Record<string, string> }) => void };

/** The phone number against its region's mask (libphonenumber-js). */
export function checkOrgRules(value: Record<string, unknown>, ctx: Ctx): void {
  const { phone_number: phone, phone_region: region } = value;
  if (typeof phone === "string" && phone.trim() && isPhoneRegion(region) && !parsePhone(phone, region)) {
    ctx.addIssue({ code: "custom", path: ["phone_number"], message: msg("phone"), input: phone, params: { region } });
  }
}

/** POST /api/organizations and the registration form. */
export const organizationCreateSchema = orgFields.superRefine(checkOrgRules, { when: () => true });
/** PATCH /api/organizations/my: any subset; the phone rule is checked on the stored values with the changes applied. */
export const organizationUpdateSchema = orgFields.partial();
export type OrganizationInput = z.output<typeof organizationCreateSchema>;
export type OrganizationCreateInput = z.input<typeof organizationCreateSchema>;
export type OrganizationUpdate = z.output<typeof organizationUpdateSchema>;

const uid = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, { error: "Malformed id: expected up to 32 letters, digits, '_' or '-'" });
export const uidPathParams = z.object({ id: uid.describe("Object uid") });

/** POST /api/workflow (spec section 7). */
export const workflowCreateSchema = z.object({
  comment: z.string().trim().max(2000).default("").describe("A note for the reviewer"),
  model_uid: uid.describe("The organisation's uid"),
  model_namespace: z.literal("organization").describe("What the request is about: `organization`"),
  parent_uid: uid.nullish().describe("The open request this answers (staff's request for changes), if any"),
  changed_attributes: z.record(z.string().max(60), z.string().max(500)).refine((r) => Object.keys(r).length <= 30).default({}).describe("What changed since the last verification, field → note"),
});

/** GET /api/workflow (spec section 7). */
export const workflowQuery = z.object({
  model_uid: uid.optional(),
  model_namespace: z.literal("organization").optional(),
  is_processed: z.enum(["true", "false"]).transform((v) => v === "true").optional(),
  assigned_to: z.enum(["staff", "supplier"]).optional(),
});

export const pageQuery = (defaultSize: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(defaultSize),
  });

export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).email({ error: "Please enter correct email" }).describe("Who to invite"),
  role: z.enum(ROLES).describe("Their workspace role"),
});
export const roleChangeSchema = z.object({ role: z.enum(ROLES).describe("The member's new role") });

/** Staff decisions on an organisation (POST /api/staff/organizations/{id}/decision). */
export const DECISIONS = ["approve", "request_changes", "block", "unblock"] as const;
export type Decision = (typeof DECISIONS)[number];
export const decisionSchema = z
  .object({
    action: z.enum(DECISIONS).describe("approve, request_changes (comment required), block (comment required), unblock"),
    comment: z.string().trim().max(2000).default("").describe("Shown to the organisation's owner"),
  })
  .refine((d) => (d.action !== "request_changes" && d.action !== "block") || d.comment.length > 0, { error: "This field is required", path: ["comment"] });

/** GET /api/staff/organizations. */
export const staffQueueQuery = z.object({
  status: z.enum([...ORGANIZATION_STATUSES, "all"]).default("approving"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
