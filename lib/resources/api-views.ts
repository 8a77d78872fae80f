import { z } from "zod";
import { ACCESS_FIELDS } from "./access";
import { RESOURCE_ACTION_ANSWERS } from "./action-status-names";
import { RESOURCE_ACTIONS } from "./actions";
import { SUPPORT_STATUSES } from "./support-rules";

/**
 * Answers of the resources API: the buyer's resources, access and support requests, and the
 * supplier's delivery queue (docs/delivery.md). The zod schemas are the contract: the OpenAPI
 * document is built from them, the browser reads their z.infer types and the API tests parse every
 * answer with them. No server import: components import this file.
 */

const page = { total: z.number().int(), page: z.number().int(), size: z.number().int(), pages: z.number().int() };
const message = { response_message: z.string().describe("What happened, in the answer language") };
const configuration = z.record(z.string(), z.union([z.string(), z.number()]));
const accessField = z.enum(ACCESS_FIELDS);
const supportSide = z.enum(["buyer", "supplier"]);

export const pendingActionDto = z.object({ uid: z.string(), action: z.enum(RESOURCE_ACTIONS), created_at: z.string() });
export type PendingAction = z.infer<typeof pendingActionDto>;

export const resourceDto = z.object({
  uid: z.string(),
  name: z.string(),
  status: z.string(),
  created_at: z.string(),
  supplier: z.string(),
  category_slug: z.string(),
  product_slug: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  order_uid: z.string(),
  delivered_at: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceDto>;
export const resourcePageResponse = z.object({ ...page, items: z.array(resourceDto) });

export const resourceDetailResponse = resourceDto.extend({
  configuration,
  comment: z.string(),
  instance: z.number().int(),
  status_reason: z.string(),
  access_fields: z.array(z.string()).describe("The access fields delivered (never their values)"),
  actions: z.array(z.enum(RESOURCE_ACTIONS)).describe("What the buyer may ask for now"),
  pending_action: pendingActionDto.nullable(),
});
export type ResourceDetail = z.infer<typeof resourceDetailResponse>;

export const resourceActionRequestResponse = pendingActionDto.extend(message);

export const resourceAccessResponse = z.object({
  uid: z.string(),
  status: z.string(),
  delivered_at: z.string().nullable(),
  access: z.partialRecord(accessField, z.string()),
});
export type ResourceAccess = z.infer<typeof resourceAccessResponse>;

export const supportMessageDto = z.object({ side: supportSide, body: z.string(), created_at: z.string() });
export const supportThreadDto = z.object({
  uid: z.string(),
  subject: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.string().nullable(),
  messages: z.array(supportMessageDto),
});
export type SupportThread = z.infer<typeof supportThreadDto>;
export const supportThreadsResponse = z.object({ items: z.array(supportThreadDto) });
export const supportThreadChangedResponse = supportThreadDto.extend(message);

export const supportRequestPageResponse = z.object({
  items: z.array(
    z.object({
      uid: z.string(),
      subject: z.string(),
      status: z.enum(SUPPORT_STATUSES),
      created_at: z.string(),
      updated_at: z.string(),
      messages: z.number().int(),
      last_side: supportSide,
      resource: z.object({ uid: z.string(), name: z.string(), category_slug: z.string(), product_slug: z.string() }),
    }),
  ),
  ...page,
});
export type SupportRequestPage = z.infer<typeof supportRequestPageResponse>;

export const deliveryResourceDto = z.object({
  uid: z.string(),
  name: z.string(),
  status: z.string(),
  status_name: z.string(),
  status_reason: z.string(),
  category_slug: z.string(),
  product_slug: z.string(),
  offer_title: z.string(),
  order_number: z.number().int(),
  instance: z.number().int(),
  configuration,
  paid_at: z.string(),
  period_end: z.string(),
  delivered_at: z.string().nullable(),
  delivery_minutes: z.number().int().nullable(),
  access_fields: z.array(z.string()),
  required_access: z.array(z.array(accessField)).describe("Each entry: one of these fields is required"),
  offered_access: z.array(accessField),
  support_open: z.number().int().describe("Support requests waiting for the organisation's answer"),
});
export type DeliveryResource = z.infer<typeof deliveryResourceDto>;
export const deliveryResourcePageResponse = z.object({ items: z.array(deliveryResourceDto), ...page });
/** GET answers the resource with the buyer's open request; deliver and fail answer it with what happened. */
export const deliveryResourceAnswer = deliveryResourceDto.extend({
  pending_action: pendingActionDto.nullable().optional().describe("The buyer's open request (GET only)"),
  response_message: z.string().optional().describe("What happened (deliver, fail)"),
});
export const deliverySummaryResponse = z.object({
  items: z.array(z.object({ category_slug: z.string(), product_slug: z.string(), open: z.number().int(), total: z.number().int() })),
});
export const voidResponse = z.object({ voided: z.number().int(), ...message });
export const resourceActionAnswerResponse = z.object({
  resource_status: z.string(),
  action: z.enum(RESOURCE_ACTIONS),
  status: z.enum(RESOURCE_ACTION_ANSWERS),
  ...message,
});
