import { z } from "zod";
import { ACCESS_FIELDS, ACCESS_MSG, VPN_CONFIG_MAX } from "./access";
import { RESOURCE_ACTIONS } from "./actions";
import { RESOURCE_STATUSES } from "./status-names";
import { SUPPORT_LIMITS, SUPPORT_MSG, SUPPORT_STATUSES } from "./support-rules";

/** Inputs of the delivery API (lib/resources/delivery.ts); messages English, ./texts.ts gives Russian ones. */
const uid = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
export const resourcePathParams = z.object({ uid: uid.describe("The resource's uid") });

export const deliveryQuery = z.object({
  category_slug: z.string().max(80).optional().describe("Only this category's resources"),
  product_slug: z.string().max(80).optional().describe("Only this product's resources"),
  status: z.enum(RESOURCE_STATUSES).optional().describe("One status; default: every status but deleted and archived"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
});

/** The access data: every field optional here; checkAccess (./access.ts) applies what the product needs. */
export const deliverSchema = z.strictObject(
  Object.fromEntries(
    ACCESS_FIELDS.map((f) => [f, z.string().max(f === "vpn_config" ? VPN_CONFIG_MAX : 2000).optional().describe(f === "vpn_config" ? "The VPN configuration file's text (WireGuard or OpenVPN), at most 64 KB" : f === "panel_link" ? "An http(s) URL" : f)]),
  ) as Record<(typeof ACCESS_FIELDS)[number], z.ZodOptional<z.ZodString>>,
);

const reason = z.string({ error: ACCESS_MSG.reason }).trim().min(3, { error: ACCESS_MSG.reason }).max(500, { error: ACCESS_MSG.reason });
export const failSchema = z.strictObject({ reason: reason.describe("What the buyer reads: why it cannot be delivered") });
export const voidSchema = z.strictObject({
  uids: z.array(uid, { error: ACCESS_MSG.uids }).min(1, { error: ACCESS_MSG.uids }).max(200, { error: ACCESS_MSG.uids }).describe("Delivered resources of the organisation"),
  reason: reason.describe("What the buyers read: why their access was voided"),
});

/** GET /api/resources: a page of the caller's resources, optionally of one category and product. */
export const resourceListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  category_slug: z.string().max(80).optional().describe("Only this category's resources"),
  product_slug: z.string().max(80).optional().describe("Only this product's resources"),
});

/** POST /api/resources/{uid}/actions: what the buyer asks the supplier to do. */
export const actionRequestSchema = z.strictObject({ action: z.enum(RESOURCE_ACTIONS).describe("reboot, stop, suspend (from delivered) or resume (from suspended)") });
export const actionPathParams = z.object({ uid: uid.describe("The resource's uid"), action: uid.describe("The request's uid") });
export const rejectSchema = z.strictObject({ reason: reason.describe("What the buyer reads: why the request is rejected") });

/** Support requests (lib/resources/support.ts). */
const supportMessage = z.string({ error: SUPPORT_MSG.message }).trim().min(1, { error: SUPPORT_MSG.message }).max(SUPPORT_LIMITS.messageMax, { error: SUPPORT_MSG.message });
export const supportOpenSchema = z.strictObject({
  subject: z
    .string({ error: SUPPORT_MSG.subject })
    .trim()
    .min(SUPPORT_LIMITS.subjectMin, { error: SUPPORT_MSG.subject })
    .max(SUPPORT_LIMITS.subjectMax, { error: SUPPORT_MSG.subject })
    .regex(/^[^\r\n]*$/, { error: SUPPORT_MSG.subject })
    .describe("What the request is about, one line"),
  message: supportMessage.describe("The first message: what happened, what you need"),
});
export const supportMessageSchema = z.strictObject({ message: supportMessage.describe("The message text (kept as written; shown as plain text)") });
export const supportPathParams = z.object({ uid: uid.describe("The resource's uid"), request: uid.describe("The support request's uid") });
export const supportListQuery = z.object({
  status: z.enum(SUPPORT_STATUSES).optional().describe("open (waiting for the supplier), answered or closed; default: all"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
