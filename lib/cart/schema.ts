import { z } from "zod";
import { MAX_ITEM_COUNT } from "./constants";

/** Inputs of the buying API (docs/buying-api.md), shared by the route handlers and the OpenAPI document. */

const uid = z.string().regex(/^[a-f0-9]{24}$/, { error: "Not an id" });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

export const cartAddSchema = z.strictObject({
  offer: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, { error: "Not an offer id" }),
  count: z.number().int().min(1).max(MAX_ITEM_COUNT).default(1),
});

export const cartUpdateSchema = z
  .strictObject({ count: z.number().int().min(1).max(MAX_ITEM_COUNT).optional(), accept_changes: z.literal(true).optional() })
  .refine((v) => v.count !== undefined || v.accept_changes, { error: "Give count or accept_changes" });

const configValue = z.union([z.string().max(4096), z.number().int()]);

export const cartConfigureSchema = z.strictObject({
  instance: z.number().int().min(1).max(MAX_ITEM_COUNT).optional(),
  values: z.record(z.string().max(60), configValue),
});

export const cartSummaryQuery = z.object({ profile: uid.optional() });
/** A cart page; `profile` prices each line's VAT for that billing profile (the stepper's choice). */
export const cartPageQuery = pageQuery.extend({ profile: uid.optional() });

export const itemPathParams = z.object({ id: uid });
export const configItemPathParams = z.object({ id: uid, item: z.coerce.number().int().min(1).max(MAX_ITEM_COUNT) });

export const draftStartSchema = z.strictObject({ restart: z.boolean().optional() });
export const draftUpdateSchema = z.strictObject({
  step: z.enum(["configuration", "billing", "payment", "review"]).optional(),
  profile: uid.optional(),
});
export const placeOrderSchema = z.strictObject({ profile: uid.optional() });

export const demoPaySchema = z.strictObject({
  card_number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
  name: z.string().max(120).optional(),
});

export const invoicePdfQuery = z.object({ lang: z.enum(["en", "ru"]).optional() });
