import { z } from "zod";
import type { RouteDoc } from "@/lib/api/route-doc";
import { actionPathParams, actionRequestSchema, deliverSchema, deliveryQuery, failSchema, rejectSchema, resourcePathParams, supportListQuery, supportMessageSchema, supportOpenSchema, supportPathParams, voidSchema } from "./schema";
import {
  deliveryResourceAnswer,
  deliveryResourcePageResponse,
  deliverySummaryResponse,
  resourceAccessResponse,
  resourceActionAnswerResponse,
  resourceActionRequestResponse,
  supportRequestPageResponse,
  supportThreadChangedResponse,
  supportThreadsResponse,
  voidResponse,
} from "./api-views";

// Each answer's schema by its component name (one schema per name: the document registers components by identity).
const answers = {
  DeliveryResource: deliveryResourceAnswer,
  DeliveryResourcePage: deliveryResourcePageResponse,
  DeliverySummary: deliverySummaryResponse,
  ResourceAccess: resourceAccessResponse,
  ResourceActionAnswer: resourceActionAnswerResponse,
  ResourceActionRequest: resourceActionRequestResponse,
  SupportRequestPage: supportRequestPageResponse,
  SupportThread: supportThreadChangedResponse,
  SupportThreads: supportThreadsResponse,
  VoidResult: voidResponse,
} satisfies Record<string, z.ZodType>;
/** A JSON answer: its component name in the OpenAPI document and its schema (./api-views.ts), and what it is. */
const r = (name: keyof typeof answers, description: string) => ({ name, schema: answers[name], description });
const own =
  "Acts on the caller's organisation's resources (an approved, unblocked business account: 404 without one, 403 not_supplier otherwise). Another organisation's resource answers 404 exactly like an unknown uid.";
const read = `${own} Needs delivery.read (every role).`;
const write = `${own} Needs delivery.write (owner, admin, manager; a viewer gets 403).`;
const secret = "Answers Cache-Control: private, no-store; every reveal is recorded. A record that cannot be decrypted (unknown key version, tampered) answers 503 credentials_unreadable and shows nothing.";

type Doc = Omit<RouteDoc, "tag">;
const doc = (d: Doc): RouteDoc => ({ tag: "delivery", ...d }) as RouteDoc;

/** Delivery: the supplier's queue and access data, the buyer's access. */
export const deliveryRoutes: RouteDoc[] = [
  doc({ path: "/api/supplier/resources", method: "get", operationId: "listDeliveryResources", summary: "The organisation's delivery queue", description: `${read} Open resources (waiting, requested, processing) first, oldest payment first; each with the buyer's configuration and the access fields the product needs.`, query: deliveryQuery, response: r("DeliveryResourcePage", "items, total, page, size, pages"), errors: [401, 403, 404, 422] }),
  doc({ path: "/api/supplier/resources/summary", method: "get", operationId: "deliverySummary", summary: "Resources per category and product", description: `${read} items [{ category_slug, product_slug, open, total }].`, response: r("DeliverySummary", "items"), errors: [401, 403, 404] }),
  doc({ path: "/api/supplier/resources/{uid}", method: "get", operationId: "getDeliveryResource", summary: "One resource to deliver", description: `${read} Never the access values: access_fields names what was delivered.`, params: resourcePathParams, response: r("DeliveryResource", "The resource"), errors: [401, 403, 404, 422] }),
  doc({ path: "/api/supplier/resources/{uid}/deliver", method: "post", operationId: "deliverResource", summary: "Deliver access", description: `${write} The access fields the product needs (servers: an address, a user name, a password; VPN: the configuration file; proxies: a host, a login, a password); panel_link an http(s) URL ('Url address is invalid'). Only waiting, requested or processing resources (409 otherwise). Sealed with AES-256-GCM; the buyer is told.`, params: resourcePathParams, body: deliverSchema, response: r("DeliveryResource", "The resource, with response_message"), errors: [401, 403, 404, 409, 422] }),
  doc({ path: "/api/supplier/resources/{uid}/fail", method: "post", operationId: "failResource", summary: "Mark a resource as failed", description: `${write} With the reason the buyer reads (3–500 characters). Only open resources (409 otherwise).`, params: resourcePathParams, body: failSchema, response: r("DeliveryResource", "The resource, with response_message"), errors: [401, 403, 404, 409, 422] }),
  doc({ path: "/api/supplier/resources/void", method: "post", operationId: "voidResourceAccess", summary: "Void the access of selected resources", description: `${write} All or nothing: an unknown uid answers 404, one that is not delivered 409. The access data is deleted, the resources move to processing, each buyer is told.`, body: voidSchema, response: r("VoidResult", "voided, response_message"), errors: [401, 403, 404, 409, 422] }),
  doc({ path: "/api/supplier/resources/{uid}/access", method: "get", operationId: "revealDeliveredAccess", summary: "The access data delivered", description: `${own} Needs delivery.access (owner, admin, manager). ${secret}`, params: resourcePathParams, response: r("ResourceAccess", "uid, status, delivered_at, access"), errors: [401, 403, 404, 409, 422] }),
  doc({ path: "/api/supplier/resources/{uid}/actions/{action}/confirm", method: "post", operationId: "confirmResourceAction", summary: "Confirm a buyer's request", description: `${write} The request (reboot, stop, suspend, resume; pending_action of GET /api/supplier/resources/{uid}) is done: the resource takes the action's status (lib/resources/actions.ts). An answered request 409; an unknown one 404 like an unknown resource. The buyer is told.`, params: actionPathParams, response: r("ResourceActionAnswer", "resource_status, action, status, response_message"), errors: [401, 403, 404, 409, 422] }),
  doc({ path: "/api/supplier/resources/{uid}/actions/{action}/reject", method: "post", operationId: "rejectResourceAction", summary: "Reject a buyer's request", description: `${write} With the reason the buyer reads; the resource returns to the status it had.`, params: actionPathParams, body: rejectSchema, response: r("ResourceActionAnswer", "resource_status, action, status, response_message"), errors: [401, 403, 404, 409, 422] }),
  { tag: "orders", path: "/api/resources/{uid}/actions", method: "post", operationId: "requestResourceAction", summary: "Ask the supplier to reboot, stop, suspend or resume", description: "Reboot, stop and suspend from delivered, resume from suspended (one table: lib/resources/actions.ts); the resource is processing until the supplier confirms or rejects. 409 action_not_allowed from another status, action_pending while a request is open. Another buyer's resource answers 404 exactly like an unknown uid.", params: resourcePathParams, body: actionRequestSchema, status: 201, response: r("ResourceActionRequest", "uid, action, created_at, response_message"), errors: [401, 404, 409, 422] } as RouteDoc,
  { tag: "orders", path: "/api/resources/{uid}/access", method: "get", operationId: "revealResourceAccess", summary: "The access data of the caller's resource", description: `Only once delivered (409 resource_not_delivered with the status otherwise). Another buyer's resource answers 404 exactly like an unknown uid. ${secret}`, params: resourcePathParams, response: r("ResourceAccess", "uid, status, delivered_at, access"), errors: [401, 404, 409, 422] } as RouteDoc,
  doc({ path: "/api/supplier/support", method: "get", operationId: "listSupportRequests", summary: "The organisation's support requests", description: `${read} Waiting ones (open: the buyer wrote last) first, then answered and closed, by the last message; each with its resource, the message count and the side that wrote last.`, query: supportListQuery, response: r("SupportRequestPage", "items, total, page, size, pages"), errors: [401, 403, 404, 422] }),
  doc({ path: "/api/supplier/resources/{uid}/support", method: "get", operationId: "listResourceSupport", summary: "Support requests about a resource", description: `${read} items: each request (uid, subject, status open|answered|closed) with its messages (side buyer|supplier, body, created_at), open ones first.`, params: resourcePathParams, response: r("SupportThreads", "items"), errors: [401, 403, 404, 422] }),
  doc({ path: "/api/supplier/resources/{uid}/support/{request}/messages", method: "post", operationId: "answerSupportRequest", summary: "Answer a support request", description: `${write} The request becomes answered; the buyer is told (the subject only). A closed request 409 support_closed; a request of another resource 404.`, params: supportPathParams, body: supportMessageSchema, status: 201, response: r("SupportThread", "The request with its messages, response_message"), errors: [401, 403, 404, 409, 422] }),
  doc({ path: "/api/supplier/resources/{uid}/support/{request}/close", method: "post", operationId: "closeSupportRequestAsSupplier", summary: "Close a support request", description: `${write} No more messages (409 support_closed after); the buyer is told and may open a new one.`, params: supportPathParams, response: r("SupportThread", "The request with its messages, response_message"), errors: [401, 403, 404, 409, 422] }),
  { tag: "orders", path: "/api/resources/{uid}/support", method: "get", operationId: "listMySupportRequests", summary: "Support requests about the caller's resource", description: "items: each request (uid, subject, status open|answered|closed) with its messages (side buyer|supplier, body, created_at), open ones first. Another buyer's resource answers 404 exactly like an unknown uid.", params: resourcePathParams, response: r("SupportThreads", "items"), errors: [401, 404, 422] } as RouteDoc,
  { tag: "orders", path: "/api/resources/{uid}/support", method: "post", operationId: "openSupportRequest", summary: "Ask the supplier for help with a resource", description: "A subject (3–150 characters, one line) and the first message (1–4000). The delivering organisation's members who deliver are told (the subject only). At most 3 open requests per resource (409 support_too_many); not for deleted or archived resources (409 support_not_open).", params: resourcePathParams, body: supportOpenSchema, status: 201, response: r("SupportThread", "The request with its messages, response_message"), errors: [401, 404, 409, 422] } as RouteDoc,
  { tag: "orders", path: "/api/resources/{uid}/support/{request}/messages", method: "post", operationId: "writeSupportRequest", summary: "Write on a support request", description: "The request is open (waiting for the supplier) again; the supplier is told. A closed request 409 support_closed; another buyer's resource or request 404 like an unknown one.", params: supportPathParams, body: supportMessageSchema, status: 201, response: r("SupportThread", "The request with its messages, response_message"), errors: [401, 404, 409, 422] } as RouteDoc,
  { tag: "orders", path: "/api/resources/{uid}/support/{request}/close", method: "post", operationId: "closeSupportRequest", summary: "Close a support request", description: "No more messages (409 support_closed after); the supplier is told.", params: supportPathParams, response: r("SupportThread", "The request with its messages, response_message"), errors: [401, 404, 409, 422] } as RouteDoc,
];
