import { z } from "zod";
import type { ProductAttribute } from "@/lib/catalogue/attribute-schema";
import { checkAttributes, supplierOfferCreateSchema, supplierOfferUpdateSchema } from "@/lib/supplier-offers/schema";
import type { SupplierOffer } from "./types";
import { answerIssues } from "@/components/api/answer-errors";

/**
 * The offer form's values as typed (every input is text; the price in euros) and their conversion to
 * the API's body (cents, numbers, the product's attributes), checked with the API's own schemas
 * (lib/supplier-offers/schema.ts) and attribute check, so the form and the API report the same
 * problems under the same field paths.
 */
export type OfferFormValues = {
  name: string;
  /** Euros as typed ("12.50" or "12,50"); the field keeps the API's name so its 422 lands here. */
  price_cents: string;
  billing_period: string;
  country: string;
  stock: string;
  delivery_minutes: string;
  status: string;
  attributes: Record<string, string>;
};

const formShape = z.object({
  name: z.string(),
  price_cents: z.string(),
  billing_period: z.string(),
  country: z.string(),
  stock: z.string(),
  delivery_minutes: z.string(),
  status: z.string(),
  attributes: z.record(z.string(), z.string()),
});

/** Euros with up to 2 decimals → whole cents; undefined when empty, NaN when not a price. */
export function eurosToCents(text: string): number | undefined {
  const s = text.trim();
  if (!s) return undefined;
  const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(s);
  if (!m) return NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** Cents → the euro text the price input shows ("12.50"). */
export const centsToEuros = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

function wholeNumber(text: string): number | undefined {
  const s = text.trim();
  if (!s) return undefined;
  return /^-?\d{1,9}$/.test(s) ? Number(s) : NaN;
}

/** One attribute as the API takes it: numbers for number attributes, lists for list ones (comma-separated). */
function attributeValue(def: ProductAttribute, raw: string): number | string | string[] | undefined {
  const s = raw.trim();
  if (def.type === "list") {
    const list = s.split(",").map((v) => v.trim()).filter(Boolean);
    return list.length ? list : undefined;
  }
  if (!s) return undefined;
  if (def.type === "number") {
    const dotted = s.replace(",", ".");
    return /^\d+(\.\d+)?$/.test(dotted) ? Number(dotted) : s;
  }
  return s;
}

/** The product's attributes from the form (empty ones left out: the check reports required ones). */
export function buildAttributes(schema: readonly ProductAttribute[], raw: Record<string, string>): Record<string, number | string | string[]> {
  const attributes: Record<string, number | string | string[]> = {};
  for (const def of schema) {
    const value = attributeValue(def, raw[def.key] ?? "");
    if (value !== undefined) attributes[def.key] = value;
  }
  return attributes;
}

/** The API body as typed; its fields' problems are the API schema's to report. */
function toBody(values: z.output<typeof formShape>, schema: readonly ProductAttribute[]) {
  return {
    name: values.name,
    price_cents: eurosToCents(values.price_cents),
    billing_period: values.billing_period || undefined,
    country: values.country || undefined,
    stock: wholeNumber(values.stock),
    delivery_minutes: wholeNumber(values.delivery_minutes),
    status: values.status || undefined,
    attributes: buildAttributes(schema, values.attributes),
  };
}

/** Adds the product's attribute problems under `attributes.<key>` (keys as the schema's messages). */
function attributeIssues(schema: readonly ProductAttribute[]) {
  return (body: { attributes?: Record<string, unknown> }, ctx: z.RefinementCtx) => {
    const attributes = body?.attributes;
    const checked = checkAttributes(schema, attributes && typeof attributes === "object" ? attributes : {});
    if (!checked.ok) for (const issue of checked.issues) ctx.addIssue({ code: "custom", path: issue.path, message: `errors.${issue.key}` });
  };
}

/** Attribute problems show together with the other fields' ones, not only once those are fixed. */
const everyTime = { when: () => true };

/** The form's schema for a new offer of `productSlug`: its output is the POST body. */
export function createOfferFormSchema(schema: readonly ProductAttribute[], productSlug: string) {
  return formShape
    .transform((values): unknown => ({ product_slug: productSlug, ...toBody(values, schema) }))
    .pipe(supplierOfferCreateSchema.superRefine(attributeIssues(schema), everyTime));
}

/** The form's schema for a change: its output is the PATCH body (every field; attributes replace the set). */
export function updateOfferFormSchema(schema: readonly ProductAttribute[]) {
  return formShape.transform((values): unknown => toBody(values, schema)).pipe(supplierOfferUpdateSchema.superRefine(attributeIssues(schema), everyTime));
}

function attributeText(value: number | string | string[] | undefined): string {
  if (value === undefined) return "";
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/** The form's values: empty for a new offer, the offer's own for an update. */
export function offerFormValues(schema: readonly ProductAttribute[], offer?: SupplierOffer): OfferFormValues {
  const attributes = Object.fromEntries(schema.map((def) => [def.key, attributeText(offer?.attributes[def.key])]));
  if (!offer) return { name: "", price_cents: "", billing_period: "month", country: "", stock: "1", delivery_minutes: "15", status: "public", attributes };
  return {
    name: offer.name,
    price_cents: centsToEuros(offer.price_cents),
    billing_period: offer.billing_period,
    country: offer.country,
    stock: String(offer.stock),
    delivery_minutes: String(offer.delivery_minutes),
    status: offer.status === "hidden" ? "hidden" : "public",
    attributes,
  };
}

/**
 * A 422 answer's field problems (`loc: ["body", field, ...]`) as form paths and texts; problems of
 * fields the form does not show (or without a field) come back as `other`.
 */
export function serverFieldErrors(body: unknown, fields: ReadonlySet<string>): { fields: [string, string][]; other: string[] } {
  const out: { fields: [string, string][]; other: string[] } = { fields: [], other: [] };
  for (const { path, msg } of answerIssues(body)) {
    if (path && fields.has(path)) out.fields.push([path, msg]);
    else if (msg) out.other.push(msg);
  }
  return out;
}
