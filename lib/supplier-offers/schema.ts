import { z } from "zod";
import { IP_BLOCK_STATUSES } from "./ip-block-status-names";
import type { ProductAttribute } from "@/lib/catalogue/attribute-schema";
import { OFFER_STATUSES, SETTABLE_OFFER_STATUSES } from "@/lib/catalogue/offer-status-names";
import { isCountryCode } from "@/lib/profiles/countries";

/**
 * Supplier offer inputs (spec sections 3 and 4, "Offer"): one schema per operation, used by
 * the route handlers, the offer form (zodResolver) and the OpenAPI document. Messages are keys
 * (`errors.<key>`) whose English and Russian texts live in ./texts.ts; a missing field answers the
 * spec's "This field is required" (section 5).
 *
 * Attributes follow the product's attribute schema (lib/catalogue/attribute-schema.ts, edited by
 * staff), checked by `checkAttributes` once the product is known:
 * - unknown keys are refused (a supplier cannot invent a facet that breaks filtering);
 * - number attributes take a positive number (up to 1,000,000, at most 3 decimals);
 * - word attributes take a short text (1–60 characters, no control characters or line breaks);
 * - list attributes take a list of up to 10 such texts;
 * - an attribute with allowed values takes only those; a required one must be given.
 */
export const SUPPLIER_OFFER_ERROR_KEYS = [
  "required", "invalid", "name", "price", "currency", "billingPeriod", "country", "dataCenter", "stock", "delivery",
  "status", "product", "attributes", "unknownAttribute", "number", "list", "word", "allowedValue", "uids", "uid", "action",
  "priceMode", "percent", "updateNeedsChange", "priceTooHigh", "query",
] as const;
export type SupplierOfferErrorKey = (typeof SUPPLIER_OFFER_ERROR_KEYS)[number];
const msg = (key: SupplierOfferErrorKey) => `errors.${key}` as const;

export const PRICE_MIN_CENTS = 1;
export const PRICE_MAX_CENTS = 100_000_000;
export const STOCK_MAX = 100_000;
export const DELIVERY_MAX_MINUTES = 43_200;
export const NAME_MAX = 200;
export const WORD_MAX = 60;
export const MULTI_MAX = 10;
export const NUMBER_MAX = 1_000_000;
export const BULK_MAX = 500;
export const PERCENT_MIN = -90;
export const PERCENT_MAX = 1000;

/** Statuses a supplier sets; `suspended` (blocked organisation) and `archived` (deleted with orders) are the system's. */
export const SUPPLIER_SETTABLE_STATUSES = SETTABLE_OFFER_STATUSES;
/** Statuses the supplier's list filters on (archived offers are listed only when asked for). */
export const SUPPLIER_LIST_STATUSES = OFFER_STATUSES;
export const BILLING_PERIODS = ["hour", "month", "year"] as const;
export const BULK_ACTIONS = ["publish", "hide", "delete", "update"] as const;

/** A missing value answers "required", a value of the wrong type `key`. */
const typed = (key: SupplierOfferErrorKey) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? msg("required") : msg(key)),
});
const int = (key: SupplierOfferErrorKey, min: number, max: number) =>
  z.number(typed(key)).int({ error: msg(key) }).min(min, { error: msg(key) }).max(max, { error: msg(key) });

const uid = z.string(typed("uid")).regex(/^[A-Za-z0-9_-]{1,32}$/, { error: msg("uid") });
const slug = z.string(typed("product")).trim().min(1, { error: msg("required") }).max(80, { error: msg("product") }).regex(/^[a-z0-9-]+$/, { error: msg("product") });

/** One attribute value as typed: a number, a text, or a list of texts (checked per facet by checkAttributes). */
export const attributeValue = z.union([z.number(), z.string(), z.array(z.string())], { error: msg("invalid") });
const attributeRecord = z.record(z.string(), attributeValue, { error: msg("attributes") });

const fields = {
  product_slug: slug.describe("The product the offer is of (it gives the attribute schema)"),
  name: z.string(typed("name")).trim().min(1, { error: msg("required") }).max(NAME_MAX, { error: msg("name") }).describe("The offer's name (1–200 characters)"),
  price_cents: int("price", PRICE_MIN_CENTS, PRICE_MAX_CENTS).describe("Price in EUR cents per billing period (1–100,000,000)"),
  currency: z.literal("EUR", { error: msg("currency") }).optional().describe("EUR only (the default)"),
  billing_period: z.enum(BILLING_PERIODS, typed("billingPeriod")).describe("hour, month or year"),
  country: z
    .string(typed("country"))
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: msg("country") })
    .describe("ISO 3166-1 alpha-2 country code"),
  data_center: uid.nullable().optional().describe("A data center's uid (must exist), or null"),
  stock: int("stock", 0, STOCK_MAX).describe("Instances available (0–100,000); 0 shows out of stock"),
  delivery_minutes: int("delivery", 1, DELIVERY_MAX_MINUTES).describe("Estimated delivery in minutes (1–43,200)"),
  status: z.enum(SUPPLIER_SETTABLE_STATUSES, typed("status")).describe("public or hidden"),
  attributes: attributeRecord.describe("Attribute key → value, after the product's attribute schema (GET /api/core/filters/config shows its filters; required ones must be given, allowed values only)"),
};

/** POST /api/supplier/offers. `status` defaults to public, `attributes` to {} (then required facets are reported). */
export const supplierOfferCreateSchema = z.object({
  ...fields,
  status: fields.status.optional(),
  attributes: fields.attributes.optional(),
});
export type SupplierOfferCreateInput = z.output<typeof supplierOfferCreateSchema>;

/**
 * PATCH /api/supplier/offers/{id}: any of the fields; the product stays (its attribute schema is the
 * offer's). `attributes`, when given, replace the offer's whole set and are checked like a creation.
 */
export const supplierOfferUpdateSchema = z.object({
  name: fields.name.optional(),
  price_cents: fields.price_cents.optional(),
  currency: fields.currency,
  billing_period: fields.billing_period.optional(),
  country: fields.country.optional(),
  data_center: fields.data_center,
  stock: fields.stock.optional(),
  delivery_minutes: fields.delivery_minutes.optional(),
  status: fields.status.optional(),
  attributes: fields.attributes.optional(),
});
export type SupplierOfferUpdateInput = z.output<typeof supplierOfferUpdateSchema>;

/** A price change of a bulk update: a percentage (−90…+1000, 2 decimals) or a new absolute price in cents. */
export const priceChangeSchema = z
  .object({
    mode: z.enum(["percent", "absolute"], typed("priceMode")),
    value: z.number(typed("invalid")),
  })
  .superRefine((p, ctx) => {
    if (p.mode === "percent") {
      if (p.value < PERCENT_MIN || p.value > PERCENT_MAX || Math.round(p.value * 100) !== Number((p.value * 100).toFixed(6)))
        ctx.addIssue({ code: "custom", path: ["value"], message: msg("percent") });
    } else if (!Number.isInteger(p.value) || p.value < PRICE_MIN_CENTS || p.value > PRICE_MAX_CENTS) {
      ctx.addIssue({ code: "custom", path: ["value"], message: msg("price") });
    }
  });
export type PriceChange = z.output<typeof priceChangeSchema>;

/** POST /api/supplier/offers/bulk: one transaction over the selected rows. */
export const supplierOfferBulkSchema = z
  .object({
    uids: z.array(uid, typed("uids")).min(1, { error: msg("uids") }).max(BULK_MAX, { error: msg("uids") }).describe("1–500 offer uids of the caller's organisation"),
    action: z.enum(BULK_ACTIONS, typed("action")).describe("publish, hide, delete (archives offers with orders) or update"),
    price: priceChangeSchema.optional().describe("update: { mode: percent | absolute, value }"),
    stock: fields.stock.optional().describe("update: the new stock of every selected offer"),
  })
  .superRefine((b, ctx) => {
    if (b.action === "update" && b.price === undefined && b.stock === undefined)
      ctx.addIssue({ code: "custom", path: ["price"], message: msg("updateNeedsChange") });
  });
export type SupplierOfferBulkInput = z.output<typeof supplierOfferBulkSchema>;

/** GET /api/supplier/offers. */
export const supplierOfferListQuery = z.object({
  category_slug: z.string().max(80, { error: msg("query") }).optional(),
  product_slug: z.string().max(80, { error: msg("query") }).optional(),
  status: z.enum(SUPPLIER_LIST_STATUSES, { error: msg("query") }).optional().describe("Default: every status but archived"),
  q: z.string().trim().max(100, { error: msg("query") }).optional().describe("Words of the offer's name"),
  page: z.coerce.number({ error: msg("query") }).int({ error: msg("query") }).min(1, { error: msg("query") }).max(100_000, { error: msg("query") }).default(1),
  size: z.coerce.number({ error: msg("query") }).int({ error: msg("query") }).min(1, { error: msg("query") }).max(100, { error: msg("query") }).default(25),
});
export type SupplierOfferListQuery = z.output<typeof supplierOfferListQuery>;

export const supplierOfferPathParams = z.object({ id: uid.describe("Offer uid") });
/** DELETE /api/supplier/offers/{id}/ip-blocks/{block}. */
export const ipBlockPathParams = z.object({ id: uid.describe("Offer uid"), block: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).describe("IP block uid") });
/** POST /api/supplier/offers/{id}/ip-blocks: a range in CIDR notation (checked by ip-block-parse.ts). */
export const ipBlockCreateSchema = z.object({ cidr: z.string().max(64).describe("IPv4 or IPv6 range in CIDR notation, e.g. 185.12.64.0/22") });
/** GET /api/staff/ip-blocks: the review queue of IP blocks. */
export const staffIpBlockQuery = z.object({
  status: z.enum([...IP_BLOCK_STATUSES, "all"]).default("pending").describe("Which blocks: pending (default), verified, rejected or all"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
/** POST /api/staff/ip-blocks/{id}/decision. */
export const ipBlockDecisionSchema = z.object({
  action: z.enum(["verify", "reject"]).describe("verify: the organisation holds the range; reject (also revokes a verified block)"),
  comment: z.string().trim().max(2000).default("").describe("Why, kept in the block's status history"),
});
/** /api/staff/ip-blocks/{id}. */
export const staffIpBlockPathParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).describe("IP block uid") });

/** One attribute problem: where (`attributes.<key>`) and which message key. */
export type AttributeIssue = { path: ["attributes", string]; key: SupplierOfferErrorKey };

/** What an offer stores for its attributes: the filter values (`facets`), in the seed's shape. */
export type CheckedAttributes = { facets: Record<string, string | string[]> };

const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F]/;
const shortText = (v: unknown): v is string =>
  typeof v === "string" && v.trim().length >= 1 && v.trim().length <= WORD_MAX && !CONTROL_OR_BREAK.test(v) && v.isWellFormed();

/** A positive number of at most 3 decimals and up to NUMBER_MAX, from a number or its text; else null. */
export function parsePositiveNumber(value: unknown): number | null {
  let n: number;
  if (typeof value === "number") n = value;
  else if (typeof value === "string" && /^\s*\d{1,7}(\.\d{1,3})?\s*$/.test(value)) n = Number(value);
  else return null;
  if (!Number.isFinite(n) || n <= 0 || n > NUMBER_MAX) return null;
  if (Math.abs(Math.round(n * 1000) - n * 1000) > 1e-6) return null;
  return n;
}

/**
 * Checks attribute values against the product's attribute schema (lib/catalogue/attribute-schema.ts;
 * see the module comment) and normalises them as the seed writes `facets`: numbers as their decimal
 * text, words trimmed, lists trimmed, de-duplicated and sorted. A value outside the attribute's
 * allowed values is refused (for a list, each item). Pure: the form runs it too.
 */
export function checkAttributes(
  schema: readonly ProductAttribute[],
  attributes: Record<string, unknown>,
): { ok: true; data: CheckedAttributes } | { ok: false; issues: AttributeIssue[] } {
  const byKey = new Map(schema.map((d) => [d.key, d]));
  const issues: AttributeIssue[] = [];
  const facets: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(attributes)) {
    const def = byKey.get(key);
    if (!def) {
      issues.push({ path: ["attributes", key], key: "unknownAttribute" });
      continue;
    }
    const allowed = def.values?.length ? new Set(def.values) : null;
    if (def.type === "number") {
      const n = parsePositiveNumber(value);
      if (n === null) issues.push({ path: ["attributes", key], key: value === "" ? "required" : "number" });
      else if (allowed && !allowed.has(String(n))) issues.push({ path: ["attributes", key], key: "allowedValue" });
      else facets[key] = String(n);
    } else if (def.type === "list") {
      if (!Array.isArray(value) || value.length > MULTI_MAX || !value.every(shortText)) issues.push({ path: ["attributes", key], key: "list" });
      else if (allowed && !value.every((v) => allowed.has(v.trim()))) issues.push({ path: ["attributes", key], key: "allowedValue" });
      else if (value.length) facets[key] = [...new Set(value.map((v) => v.trim()))].sort();
      else if (def.required) issues.push({ path: ["attributes", key], key: "required" });
    } else if (!shortText(value)) {
      issues.push({ path: ["attributes", key], key: value === "" ? "required" : "word" });
    } else if (allowed && !allowed.has(value.trim())) {
      issues.push({ path: ["attributes", key], key: "allowedValue" });
    } else facets[key] = value.trim();
  }
  for (const def of schema) {
    if (def.required && !Object.hasOwn(attributes, def.key)) issues.push({ path: ["attributes", def.key], key: "required" });
  }
  return issues.length ? { ok: false, issues } : { ok: true, data: { facets } };
}

/**
 * A price after a bulk change, in whole cents: a percentage rounds half up and never goes below 1
 * cent; an absolute value is the new price. null when the result would pass PRICE_MAX_CENTS.
 * Integer arithmetic in hundredths of a percent, so 0.1 + 0.2 problems cannot move a cent.
 */
export function applyPriceChange(cents: number, change: PriceChange): number | null {
  let next: number;
  if (change.mode === "absolute") next = change.value;
  else {
    const factor = 10_000 + Math.round(change.value * 100);
    next = Math.max(PRICE_MIN_CENTS, Math.floor((2 * cents * factor + 10_000) / 20_000));
  }
  return next > PRICE_MAX_CENTS ? null : next;
}

/** Availability shown for a stock (the seed's bands): none out of stock, 1–3 limited, more in stock. */
export function availabilityForStock(stock: number): "in_stock" | "limited" | "out_of_stock" {
  return stock <= 0 ? "out_of_stock" : stock <= 3 ? "limited" : "in_stock";
}

/** The CSV routes' query (spec section 5: quote char, escape char, skip empty lines, first row is header). */
const oneChar = z.string().length(1, { error: msg("invalid") });
const flag = z.enum(["true", "false"], { error: msg("invalid") }).transform((v) => v === "true");
export const offerCsvQuery = z.object({
  product_slug: z.string().min(1, { error: msg("required") }).max(80).describe("The product whose offers the file holds"),
  quote: oneChar.optional().describe("Quote character (default \")"),
  escape: oneChar.optional().describe("Escape character inside quotes (default \", doubling)"),
  skip_empty_lines: flag.optional().describe("Skip empty lines (default true)"),
  header: flag.optional().describe("The first row names the columns (default true)"),
});
export const offerExportQuery = z.object({ product_slug: offerCsvQuery.shape.product_slug });
