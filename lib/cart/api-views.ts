import { z } from "zod";
import { OFFER_STATUSES } from "@/lib/catalogue/offer-status-names";

/**
 * Answers of the cart API (docs/buying-api.md, spec sections 3 and 7). The zod schemas are the
 * contract: the OpenAPI document is built from them, the browser reads their z.infer types and the
 * API tests parse every answer with them. No server import: components import this file.
 */

export const billingPeriodDto = z.enum(["hour", "month", "year"]);
export type BillingPeriod = z.infer<typeof billingPeriodDto>;

export const fieldErrorDto = z.object({ field: z.string(), msg: z.string() });
export type FieldError = z.infer<typeof fieldErrorDto>;

export const ISSUE_CODES = ["offer_hidden", "out_of_stock", "insufficient_stock", "price_changed"] as const;
export const cartIssueDto = z.object({ code: z.enum(ISSUE_CODES), msg: z.string() });
export type CartIssue = z.infer<typeof cartIssueDto>;
export type IssueCode = CartIssue["code"];

export const instanceConfigurationDto = z.record(z.string(), z.union([z.string(), z.number()])).describe("One instance's settings by field key");
export type InstanceConfiguration = z.infer<typeof instanceConfigurationDto>;

export const optionValueDto = z.object({ value: z.string(), label: z.string(), price_cents: z.number().int() });
export type OptionValue = z.infer<typeof optionValueDto>;

/** One setting of an instance, in the answer language: a select lists its values, hours its bounds. */
export const configFieldDto = z.discriminatedUnion("kind", [
  z.object({ key: z.string(), label: z.string(), kind: z.literal("select"), required: z.boolean(), values: z.array(optionValueDto) }),
  z.object({ key: z.string(), label: z.string(), kind: z.literal("hostname"), required: z.boolean() }),
  z.object({ key: z.string(), label: z.string(), kind: z.literal("ssh_key"), required: z.boolean() }),
  z.object({ key: z.string(), label: z.string(), kind: z.literal("hours"), required: z.boolean(), min: z.number().int(), max: z.number().int() }),
]);
export type ConfigField = z.infer<typeof configFieldDto>;

export const cartItemDto = z.object({
  id: z.string(),
  offer: z.object({
    uid: z.string(),
    name: z.string(),
    href: z.string().describe("Unprefixed path of the offer page"),
    category_slug: z.string(),
    product_slug: z.string(),
    product_name: z.string(),
    country: z.string(),
    price_cents: z.number().int(),
    currency: z.string(),
    billing_period: billingPeriodDto,
    status: z.enum(OFFER_STATUSES),
    availability: z.enum(["in_stock", "limited", "out_of_stock"]),
    stock: z.number().int(),
  }),
  organization: z.object({ uid: z.string(), name: z.string(), slug: z.string() }),
  count: z.number().int(),
  price: z.object({
    net_cents: z.number().int(),
    vat_rate_bp: z.number().int().describe("VAT rate in basis points (2000 = 20%)"),
    vat_cents: z.number().int(),
    gross_cents: z.number().int(),
    currency: z.string(),
    accepted_price_cents: z.number().int(),
    accepted_period: billingPeriodDto,
  }),
  configurations: z.array(instanceConfigurationDto),
  fields: z.array(configFieldDto),
  instances: z.array(z.object({ instance: z.number().int(), units: z.number().int(), net_cents: z.number().int(), errors: z.array(fieldErrorDto) })),
  issues: z.array(cartIssueDto),
  blocked: z.boolean().describe("An issue keeps the item from being ordered"),
  added_at: z.string(),
});
export type CartItem = z.infer<typeof cartItemDto>;

const withMessage = { response_message: z.string().describe("What happened, in the answer language") };

/** A cart item answer: POST /api/cart and PATCH /api/cart/{id} add what happened; the configuration routes answer the item alone. */
export const cartItemAnswer = cartItemDto.extend({ response_message: z.string().optional().describe("What happened (POST /api/cart, PATCH /api/cart/{id})") });

export const cartPageResponse = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  pages: z.number().int(),
  items: z.array(cartItemDto),
});
export type CartPage = z.infer<typeof cartPageResponse>;

export const VAT_KINDS = ["domestic", "eu_consumer", "reverse_charge", "outside_eu"] as const;

export const cartSummaryResponse = z.object({
  total_price: z.number().int().describe("Gross, cents"),
  total_net: z.number().int(),
  total_vat: z.number().int(),
  total_count: z.number().int(),
  items_count: z.number().int(),
  currency: z.string(),
  payment_reference: z.string(),
  vat_rate_bp: z.number().int(),
  vat_kind: z.enum(VAT_KINDS),
  vat_estimated: z.boolean().describe("No billing profile yet: the marketplace's own rate"),
  vat_profile_uid: z.string().nullable(),
  vat_rate_source: z.string(),
  blocked: z.boolean(),
  invalid: z.boolean(),
});
export type CartSummary = z.infer<typeof cartSummaryResponse>;

export const cartValidityResponse = z.object({
  valid: z.boolean(),
  empty: z.boolean(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      instances: z.array(z.object({ instance: z.number().int(), errors: z.array(fieldErrorDto) })),
      issues: z.array(cartIssueDto),
    }),
  ),
});
export type CartValidity = z.infer<typeof cartValidityResponse>;

export const cartEmptiedResponse = z.object({ removed: z.number().int(), ...withMessage });
export const cartItemRemovedResponse = z.object({ id: z.string(), ...withMessage });
