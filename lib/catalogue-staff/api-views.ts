import { z } from "zod";
import { ATTRIBUTE_TYPES } from "@/lib/catalogue/attribute-schema";

/**
 * Answers of the staff catalogue API: products, their options, categories, data centers and articles
 * (docs/catalogue-staff.md). The zod schemas are the contract: the OpenAPI document is built from
 * them, lib/catalogue-staff/service.ts and lib/articles/staff.ts return their z.infer types, the
 * staff pages read them and the API tests parse every answer with them. No server import.
 */

const message = { response_message: z.string().describe("What happened, in the answer language") };
/** Answers that are read alone and after a change: response_message says what the change did. */
const changed = { response_message: z.string().optional().describe("What happened, in the answer language (changes only)") };
const localized = z.object({ en: z.string(), ru: z.string() });
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int(), pages: z.number().int() });

export const staffOptionDto = z.object({
  id: z.number().int(),
  key: z.string(),
  name: localized,
  kind: z.string(),
  required: z.boolean(),
  values: z.array(z.object({ value: z.string(), label: localized, price_cents: z.number().int() })),
  position: z.number().int(),
});
export type StaffOption = z.infer<typeof staffOptionDto>;

export const productAttributeDto = z.object({
  key: z.string(),
  label: localized,
  type: z.enum(ATTRIBUTE_TYPES),
  unit: z.string().optional(),
  required: z.boolean(),
  values: z.array(z.string()).optional(),
});

export const staffProductDto = z.object({
  id: z.number().int(),
  slug: z.string(),
  is_active: z.boolean(),
  name: localized,
  description: localized,
  position: z.number().int(),
  category: z.object({ id: z.number().int(), slug: z.string(), name: localized }),
  attribute_schema: z.array(productAttributeDto).describe("lib/catalogue/attribute-schema.ts"),
  options_count: z.number().int(),
  offers_count: z.number().int(),
});
export type StaffProduct = z.infer<typeof staffProductDto>;
export const staffProductPageResponse = pageOf(staffProductDto);
export const staffProductDetailDto = staffProductDto.extend({ options: z.array(staffOptionDto) });
export type StaffProductDetail = z.infer<typeof staffProductDetailDto>;
export const staffProductAnswer = staffProductDetailDto.extend(changed);

export const staffOptionsResponse = z.object({ items: z.array(staffOptionDto) });
export const staffOptionChangedResponse = staffOptionDto.extend(message);
export const staffOptionDeletedResponse = z.object({ key: z.string(), ...message });

export const staffCategoryDto = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: localized,
  description: localized,
  position: z.number().int(),
  products_count: z.number().int(),
});
export type StaffCategory = z.infer<typeof staffCategoryDto>;
export const staffCategoriesResponse = z.object({ items: z.array(staffCategoryDto) });
export const staffCategoryChangedResponse = staffCategoryDto.extend(message);

export const staffDataCenterDto = z.object({
  uid: z.string(),
  name: z.string(),
  country: z.string(),
  city: z.string(),
  tier: z.number().int(),
  offers_count: z.number().int(),
});
export type StaffDataCenter = z.infer<typeof staffDataCenterDto>;
export const staffDataCenterPageResponse = pageOf(staffDataCenterDto);
export const staffDataCenterChangedResponse = staffDataCenterDto.extend(message);

export const staffArticleDto = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: localized,
  excerpt: localized,
  body: localized.describe("Markdown"),
  image: z.string().nullable(),
  published_at: z.string(),
});
export type StaffArticle = z.infer<typeof staffArticleDto>;
export const staffArticleSummaryDto = staffArticleDto.omit({ body: true });
export type StaffArticleSummary = z.infer<typeof staffArticleSummaryDto>;
export const staffArticlePageResponse = pageOf(staffArticleSummaryDto);
export const staffArticleAnswer = staffArticleDto.extend(changed);
