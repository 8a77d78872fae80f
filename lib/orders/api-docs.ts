import type { RouteDoc } from "@/lib/api/route-doc";
import {
  cartAddSchema,
  cartConfigureSchema,
  cartPageQuery,
  cartSummaryQuery,
  cartUpdateSchema,
  configItemPathParams,
  demoPaySchema,
  draftStartSchema,
  draftUpdateSchema,
  invoicePdfQuery,
  itemPathParams,
  pageQuery,
  placeOrderSchema,
} from "@/lib/cart/schema";
import { uidPathParams } from "@/lib/api/schemas";
import { z } from "zod";
import { staffPaymentsQuery } from "@/lib/payments/schema";
import { resourceListQuery } from "@/lib/resources/schema";
import { cartEmptiedResponse, cartItemAnswer, cartItemRemovedResponse, cartPageResponse, cartSummaryResponse, cartValidityResponse } from "@/lib/cart/api-views";
import { resourceDetailResponse, resourcePageResponse } from "@/lib/resources/api-views";
import {
  demoOutcomeResponse,
  demoSessionResponse,
  draftResponse,
  draftUpdateResponse,
  invoiceDetailResponse,
  invoicePageResponse,
  orderDetailResponse,
  orderPageResponse,
  paymentCheckResponse,
  paymentRetryResponse,
  placedOrderResponse,
  repeatResponse,
  staffPaymentsResponse,
  webhookResponse,
} from "./api-views";

const own = "Another buyer's id answers 404, exactly as an unknown id does. Fields: docs/buying-api.md.";
// Each answer's schema by its component name (one schema per name: the document registers components by identity).
const answers = {
  CartEmptied: cartEmptiedResponse,
  CartItem: cartItemAnswer,
  CartItemRemoved: cartItemRemovedResponse,
  CartPage: cartPageResponse,
  CartSummary: cartSummaryResponse,
  CartValidity: cartValidityResponse,
  DemoOutcome: demoOutcomeResponse,
  DemoSession: demoSessionResponse,
  Draft: draftUpdateResponse,
  DraftOrder: draftResponse,
  InvoiceDetail: invoiceDetailResponse,
  InvoicePage: invoicePageResponse,
  OrderDetail: orderDetailResponse,
  OrderPage: orderPageResponse,
  PaymentAnswer: paymentRetryResponse,
  PaymentCheck: paymentCheckResponse,
  PlacedOrder: placedOrderResponse,
  RepeatAnswer: repeatResponse,
  ResourceDetail: resourceDetailResponse,
  ResourcePage: resourcePageResponse,
  StaffPayments: staffPaymentsResponse,
  WebhookAnswer: webhookResponse,
} satisfies Record<string, z.ZodType>;
/** A JSON answer: its component name in the OpenAPI document and its schema (lib/cart/api-views.ts, ./api-views.ts), and what it is. */
const r = (name: keyof typeof answers, description: string) => ({ name, schema: answers[name], description });
const sessionParams = z.object({ session: z.string() });

type Doc = Omit<RouteDoc, "tag"> & { tag?: RouteDoc["tag"] };
const buyer = (d: Doc): RouteDoc => ({ tag: "cart", ...d }) as RouteDoc;

/** The buying API (lib/cart, lib/orders, lib/payments, lib/invoices, lib/resources). */
export const buyingRoutes: RouteDoc[] = [
  buyer({ path: "/api/cart", method: "get", operationId: "getCart", summary: "One page of the cart", description: `Spec section 7: total, page, size, pages, items; \`profile\` prices VAT for that billing profile. ${own}`, query: cartPageQuery, response: r("CartPage", "The cart page"), errors: [401, 422] }),
  buyer({ path: "/api/cart", method: "post", operationId: "addToCart", summary: "Put an offer in the cart", description: "Adds `count` instances (to those already there). 409 when hidden or out of stock, 422 past the limits.", body: cartAddSchema, status: 201, response: r("CartItem", "The cart item"), errors: [401, 404, 409, 422] }),
  buyer({ path: "/api/cart", method: "delete", operationId: "emptyCart", summary: "Empty the cart", response: r("CartEmptied", "How many items were removed"), errors: [401] }),
  buyer({ path: "/api/cart/{id}", method: "patch", operationId: "updateCartItem", summary: "Change a cart item's count or accept its changes", description: own, params: itemPathParams, body: cartUpdateSchema as unknown as z.ZodObject, response: r("CartItem", "The cart item"), errors: [401, 404, 409, 422] }),
  buyer({ path: "/api/cart/{id}", method: "delete", operationId: "removeCartItem", summary: "Remove a cart item", description: own, params: itemPathParams, response: r("CartItemRemoved", "The removed id"), errors: [401, 404, 422] }),
  buyer({ path: "/api/cart/summary", method: "get", operationId: "getCartSummary", summary: "The cart's totals", description: "total_price (gross), total_vat, total_count, payment_reference; `profile` prices VAT for that billing profile.", query: cartSummaryQuery, response: r("CartSummary", "The totals"), errors: [401, 422] }),
  buyer({ path: "/api/cart/configuration/{id}", method: "post", operationId: "configureCartItem", summary: "Configure one or every instance of a cart item", description: own, params: itemPathParams, body: cartConfigureSchema, response: r("CartItem", "The cart item"), errors: [401, 404, 422] }),
  buyer({ path: "/api/cart/configuration/valid", method: "get", operationId: "getCartValidity", summary: "Which cart items cannot be ordered, and why", response: r("CartValidity", "Validity"), errors: [401] }),
  buyer({ path: "/api/cart/configuration/{id}/{item}", method: "delete", operationId: "resetCartInstance", summary: "Reset one instance's configuration", description: own, params: configItemPathParams, response: r("CartItem", "The cart item"), errors: [401, 404, 422] }),
  buyer({ tag: "orders", path: "/api/orders", method: "get", operationId: "listOrders", summary: "The caller's orders", query: pageQuery, response: r("OrderPage", "One page of orders"), errors: [401, 422] }),
  buyer({ tag: "orders", path: "/api/orders/draft", method: "get", operationId: "getDraftOrder", summary: "The unfinished order, if any", response: r("DraftOrder", "The draft or null"), errors: [401] }),
  buyer({ tag: "orders", path: "/api/orders/draft", method: "post", operationId: "startDraftOrder", summary: "Start (or continue) checkout", body: draftStartSchema, response: r("Draft", "The draft"), errors: [401, 422] }),
  buyer({ tag: "orders", path: "/api/orders/draft", method: "patch", operationId: "updateDraftOrder", summary: "Save the stepper's step and profile", body: draftUpdateSchema, response: r("Draft", "The draft"), errors: [401, 404, 422] }),
  buyer({ tag: "orders", path: "/api/orders/place", method: "post", operationId: "placeOrder", summary: "Place the cart as one order and open its payment", description: "Needs an Idempotency-Key header (kept 24 h): the same key and body answer the same order (200, Idempotent-Replayed: true); the same key with another body answers 422. 422 'The order is invalid, please check the configurations: {items}' or 'Please select a profile'; 409 when the cart has changed offers or stock ran out, or the buyer already has 3 unpaid orders (too_many_unpaid_orders) or would hold more than 50 instances unpaid (too_many_held_units); 429 past 120 placements an hour (Retry-After; a replayed key is not counted); 503 'Payments is unavailable at this moment'.", body: placeOrderSchema, status: 201, response: r("PlacedOrder", "The order and its payment"), errors: [401, 409, 422, 429, 503] }),
  buyer({ tag: "orders", path: "/api/orders/{uid}", method: "get", operationId: "getOrder", summary: "One order with lines, payments, invoice and resources", description: own, params: uidPathParams, response: r("OrderDetail", "The order"), errors: [401, 404, 422] }),
  buyer({ tag: "orders", path: "/api/orders/{uid}/payment", method: "post", operationId: "retryOrderPayment", summary: "A new payment for an order awaiting payment", description: `Needs an Idempotency-Key header. ${own}`, params: uidPathParams, response: r("PaymentAnswer", "The payment"), errors: [401, 404, 409, 422, 503] }),
  buyer({ tag: "orders", path: "/api/orders/{uid}/payment/check", method: "post", operationId: "checkOrderPayment", summary: "Check the payment with the provider", description: own, params: uidPathParams, response: r("PaymentCheck", "The order's status"), errors: [401, 404, 422] }),
  buyer({ tag: "orders", path: "/api/orders/{uid}/repeat", method: "post", operationId: "repeatOrder", summary: "Put the order's offers back in the cart", description: own, params: uidPathParams, response: r("RepeatAnswer", "What was added and what is unavailable"), errors: [401, 404, 422] }),
  buyer({ tag: "orders", path: "/api/invoices", method: "get", operationId: "listInvoices", summary: "The caller's invoices", query: pageQuery, response: r("InvoicePage", "One page of invoices"), errors: [401, 422] }),
  buyer({ tag: "orders", path: "/api/invoices/{uid}", method: "get", operationId: "getInvoice", summary: "One invoice", description: own, params: uidPathParams, response: r("InvoiceDetail", "The invoice"), errors: [401, 404, 422] }),
  buyer({ tag: "orders", path: "/api/invoices/{uid}/pdf", method: "get", operationId: "getInvoicePdf", summary: "The invoice as a PDF", description: `In Accept-Language or ?lang=. ${own}`, params: uidPathParams, query: invoicePdfQuery, response: { mediaType: "application/pdf", description: "The PDF" }, errors: [401, 404, 422] }),
  buyer({ tag: "orders", path: "/api/resources", method: "get", operationId: "listResources", summary: "The caller's resources", query: resourceListQuery, response: r("ResourcePage", "One page of resources"), errors: [401, 422] }),
  buyer({ tag: "orders", path: "/api/resources/{uid}", method: "get", operationId: "getResource", summary: "One resource", description: own, params: uidPathParams, response: r("ResourceDetail", "The resource"), errors: [401, 404, 422] }),
  { tag: "payments", csrfExempt: "Stripe's server calls it without cookies; the Stripe-Signature header proves the sender", path: "/api/payments/webhook/stripe", method: "post", operationId: "stripeWebhook", summary: "Stripe's signed webhook", description: "Verified with STRIPE_WEBHOOK_SECRET; deduplicated by event id. 400 on a bad signature; 404 when Stripe is not the provider.", response: r("WebhookAnswer", "Received"), errors: [400, 404] },
  { tag: "payments", path: "/api/payments/demo/{session}", method: "get", operationId: "getDemoSession", summary: "A demo payment session", params: sessionParams, response: r("DemoSession", "The session"), errors: [404] },
  { tag: "payments", csrfExempt: "like a provider's hosted page: the unguessable session id is the capability and no cookie is read", path: "/api/payments/demo/{session}", method: "post", operationId: "payDemoSession", summary: "Pay a demo session with a test card", params: sessionParams, body: demoPaySchema, response: r("DemoOutcome", "paid, declined or issuer_unreachable"), errors: [404, 409, 422] },
  buyer({ tag: "staff", path: "/api/staff/payments", method: "get", operationId: "staffListPayments", summary: "Payments that need staff's eyes", description: "Marketplace staff only (others get 403). status=review (default): captures that did not match their payment (review_reason); refunding: captures being returned, with the refund job's attempts and last error; refunded: the latest 100 refunds. docs/buying-api.md, \"Money that is never lost or kept twice\".", query: staffPaymentsQuery, response: r("StaffPayments", "status, items"), errors: [401, 403, 422] }),
];
