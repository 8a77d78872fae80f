import { z } from "zod";
import { IP_BLOCK_STATUSES } from "./ip-block-status-names";
import { OFFER_STATUSES } from "@/lib/catalogue/offer-status-names";
import { BULK_ACTIONS } from "./schema";

/**
 * Answers of the supplier offers API (docs/supplier-offers.md): offers, the CSV import, images and
 * IP blocks, and the staff review of IP blocks. The zod schemas are the contract: the OpenAPI
 * document is built from them, lib/supplier-offers/service.ts returns their z.infer types, the
 * pages read them and the API tests parse every answer with them. No server import.
 */

const page = { total: z.number().int(), page: z.number().int(), size: z.number().int(), pages: z.number().int() };
const message = { response_message: z.string().describe("What happened, in the answer language") };
/** Answers that are read alone and after a change: response_message says what the change did. */
const changed = { response_message: z.string().optional().describe("What happened, in the answer language (changes only)") };

export const supplierOfferDto = z.object({
  uid: z.string(),
  name: z.string(),
  status: z.enum(OFFER_STATUSES),
  product: z.object({ slug: z.string(), name: z.string() }),
  category_slug: z.string(),
  price_cents: z.number().int(),
  currency: z.string(),
  billing_period: z.enum(["hour", "month", "year"]),
  country: z.string(),
  data_center: z.object({ uid: z.string(), name: z.string() }).nullable(),
  stock: z.number().int(),
  availability: z.enum(["in_stock", "limited", "out_of_stock"]),
  delivery_minutes: z.number().int(),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])).describe("By the product's attribute schema"),
  url: z.string().describe("The public offer page (unprefixed path; shown only while public)"),
  created_at: z.string(),
  updated_at: z.string(),
});
export const supplierOfferPageResponse = z.object({ items: z.array(supplierOfferDto), ...page });
export const supplierOfferAnswer = supplierOfferDto.extend(changed);
export const supplierOfferDeletedResponse = z.object({ uid: z.string(), result: z.enum(["deleted", "archived"]), ...message });

export const bulkResultDto = z.object({
  action: z.enum(BULK_ACTIONS),
  uids: z.array(z.string()).describe("Every selected uid (all changed)"),
  deleted: z.array(z.string()).describe("delete: removed for good"),
  archived: z.array(z.string()).describe("delete: kept as archived because order lines point to them"),
  items: z.array(supplierOfferDto).describe("The selected offers after the change (none for delete)"),
});
export const bulkResponse = bulkResultDto.extend(message);

export const importPlanDto = z.object({
  product_slug: z.string(),
  rows: z.number().int(),
  create: z.number().int(),
  change: z.number().int(),
  remove: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() })).describe("At most 500"),
  items: z
    .array(z.object({ row: z.number().int(), action: z.enum(["create", "change", "unchanged"]), uid: z.string().nullable(), name: z.string(), fields: z.array(z.string()).optional() }))
    .describe("What each row does (at most 200 listed)"),
  removed: z.array(z.object({ uid: z.string(), name: z.string() })).describe("Current offers the import removes (deleted, or archived when ordered)"),
});
export const importResultDto = z.object({
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  deleted: z.number().int(),
  archived: z.number().int(),
});
export const importResultResponse = importResultDto.extend(message);

const mediaUrl = z.string().nullable();
export const offerImagesDto = z.object({
  uid: z.string(),
  custom: z.boolean().describe("true for an uploaded image, false for the product's generated SVG covers"),
  media: z.object({
    image1x1: mediaUrl,
    image4x3: mediaUrl,
    image16x9: mediaUrl,
    image16x9_small: mediaUrl,
    image16x9_medium: mediaUrl,
    image_social: mediaUrl,
  }),
});
export const offerImagesAnswer = offerImagesDto.extend(changed);

export const ipBlockStatusDto = z.enum(IP_BLOCK_STATUSES);
export const ipBlockDto = z.object({
  uid: z.string(),
  cidr: z.string(),
  family: z.union([z.literal(4), z.literal(6)]),
  prefix: z.number().int(),
  addresses: z.string().describe("How many addresses, as a decimal string"),
  status: ipBlockStatusDto,
  created_at: z.string(),
});
export const ipBlockListResponse = z.object({ items: z.array(ipBlockDto), max: z.number().int() });
export const ipBlockAddedResponse = ipBlockDto.extend(message);
export const doneResponse = z.object(message);

const party = z.object({ uid: z.string(), name: z.string() });
export const staffIpBlockDto = ipBlockDto.extend({
  offer: party,
  organization: party.extend({ status: z.string() }),
  overlaps: z
    .array(z.object({ uid: z.string(), cidr: z.string(), status: ipBlockStatusDto, offer: party, organization: party }))
    .describe("Other non-rejected blocks whose range overlaps this one, of any organisation"),
});
export const staffIpBlockPageResponse = z.object({ items: z.array(staffIpBlockDto), ...page });
export const staffIpBlockDecidedResponse = staffIpBlockDto.extend(message);
