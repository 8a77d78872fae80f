import { z } from "zod";
import { billingPeriodDto, instanceConfigurationDto } from "@/lib/cart/api-views";

/**
 * Answers of the orders, payments and invoices API (docs/buying-api.md). The zod schemas are the
 * contract: the OpenAPI document is built from them, the browser reads their z.infer types and the
 * API tests parse every answer with them. No server import: components import this file.
 */

const page = { total: z.number().int(), page: z.number().int(), size: z.number().int(), pages: z.number().int() };
const supplierDto = z.object({ uid: z.string(), name: z.string(), slug: z.string() });

export const DRAFT_STEPS = ["configuration", "billing", "payment", "review"] as const;
export type DraftStep = (typeof DRAFT_STEPS)[number];

export const draftDto = z.object({
  uid: z.string(),
  step: z.string().describe(`The stepper's step: ${DRAFT_STEPS.join(", ")}`),
  profile_uid: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Draft = z.infer<typeof draftDto>;
export const draftResponse = z.object({ draft: draftDto.nullable() });
/** POST /api/orders/draft answers the draft; PATCH answers null when there was no draft to update. */
export const draftUpdateResponse = draftDto.nullable();

export const orderDto = z.object({
  uid: z.string(),
  number: z.number().int(),
  name: z.string(),
  status: z.string().describe("draft, awaiting_payment, paid, cancelled or refunded"),
  created_at: z.string(),
  placed_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  resources_count: z.number().int(),
  total_cents: z.number().int(),
  total_vat_cents: z.number().int(),
  net_cents: z.number().int(),
  currency: z.string(),
  email: z.string(),
  vat_id: z.string(),
  payment_reference: z.string(),
});
export type Order = z.infer<typeof orderDto>;
export const orderPageResponse = z.object({ ...page, items: z.array(orderDto) });

/** The amounts of an order or invoice line. */
const lineMoney = {
  count: z.number().int(),
  billing_period: billingPeriodDto,
  unit_price_cents: z.number().int(),
  net_cents: z.number().int(),
  vat_rate_bp: z.number().int(),
  vat_cents: z.number().int(),
  gross_cents: z.number().int(),
};

export const orderLineDto = z.object({
  uid: z.string(),
  name: z.string(),
  offer_uid: z.string(),
  href: z.string(),
  organization: supplierDto.describe("The supplier delivering the line"),
  ...lineMoney,
  instances: z.array(
    z.object({
      instance: z.number().int(),
      units: z.number().int(),
      net_cents: z.number().int(),
      configuration: instanceConfigurationDto,
      summary: z.array(z.object({ label: z.string(), value: z.string() })).describe("The configuration as the buyer reads it"),
      resource_uid: z.string().nullable(),
    }),
  ),
});
export type OrderLine = z.infer<typeof orderLineDto>;

export const paymentDto = z.object({
  uid: z.string(),
  provider: z.string(),
  status: z.string().describe("created, pending, paid, failed, expired, cancelled, review, refunding or refunded"),
  failure_reason: z.string().nullable(),
  redirect_url: z.string().nullable(),
  amount_cents: z.number().int(),
  currency: z.string(),
});
export type PaymentSession = z.infer<typeof paymentDto>;

export const orderPaymentDto = paymentDto.extend({
  created_at: z.string(),
  paid_at: z.string().nullable(),
  expires_at: z.string(),
  refunded_at: z.string().nullable(),
});
export type Payment = z.infer<typeof orderPaymentDto>;

export const orderBuyerDto = z.object({
  profileUid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  city: z.string(),
  zipCode: z.string(),
  state: z.string(),
  country: z.string(),
  vatId: z.string(),
});

export const orderDetailResponse = orderDto.extend({
  vat_kind: z.string().nullable(),
  buyer: orderBuyerDto.nullable().describe("The billing profile as it was at placement"),
  reserved_until: z.string().nullable().describe("Until when the stock stays held for an unpaid order"),
  lines: z.array(orderLineDto),
  payments: z.array(orderPaymentDto),
  invoice: z.object({ uid: z.string(), number: z.string(), status: z.string() }).nullable(),
  resources: z.array(z.object({ uid: z.string(), name: z.string(), status: z.string(), category_slug: z.string(), product_slug: z.string() })),
  supplier_orders: z.array(z.object({ uid: z.string(), organization: supplierDto, status: z.string(), net_cents: z.number().int() })),
});
export type OrderDetail = z.infer<typeof orderDetailResponse>;

export const placedOrderResponse = z.object({ order: orderDetailResponse.nullable(), payment: paymentDto.nullable() });
export type PlaceAnswer = z.infer<typeof placedOrderResponse>;
export const paymentRetryResponse = z.object({ payment: paymentDto.nullable() });

export const paymentCheckResponse = z.object({
  status: z.string(),
  number: z.number().int(),
  payment: paymentDto.nullable(),
  final: z.boolean().describe("The order will not change by itself any more"),
  message: z.string().nullable(),
  unavailable: z.boolean().describe("The provider could not be asked"),
});
export type PaymentCheck = z.infer<typeof paymentCheckResponse>;

export const repeatResponse = z.object({
  added: z.number().int(),
  total: z.number().int(),
  added_names: z.array(z.string()),
  unavailable: z.array(z.string()),
  response_message: z.string(),
});
export type RepeatAnswer = z.infer<typeof repeatResponse>;

export const invoiceDto = z.object({
  uid: z.string(),
  number: z.string(),
  status: z.string().describe("issued, paid or void"),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  due_at: z.string(),
  amount_cents: z.number().int(),
  paid_cents: z.number().int(),
  net_cents: z.number().int(),
  vat_cents: z.number().int(),
  currency: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  supplier: z.string(),
  name: z.string(),
  order_uid: z.string(),
  order_number: z.number().int(),
});
export type Invoice = z.infer<typeof invoiceDto>;
export const invoicePageResponse = z.object({ ...page, items: z.array(invoiceDto) });

export const invoicePartyDto = z.object({
  name: z.string(),
  addressLines: z.array(z.string()),
  vatId: z.string().nullable(),
  email: z.string().nullable(),
  companyNumber: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof invoicePartyDto>;

export const invoiceLineDto = z.object({
  uid: z.string(),
  name: z.string(),
  supplier: z.string(),
  ...lineMoney,
  instances: z.array(z.object({ units: z.number().int(), net_cents: z.number().int() })),
});
export type InvoiceLine = z.infer<typeof invoiceLineDto>;

export const invoiceDetailResponse = invoiceDto.extend({
  vat_kind: z.string(),
  note: z.string().nullable(),
  payment_reference: z.string(),
  seller: invoicePartyDto,
  buyer: invoicePartyDto,
  lines: z.array(invoiceLineDto),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailResponse>;

export const DEMO_OUTCOMES = ["paid", "declined", "issuer_unreachable"] as const;

export const demoSessionResponse = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  description: z.string(),
  status: z.string().describe("open, complete or expired"),
  last_outcome: z.string().nullable(),
  locale: z.string(),
  success_url: z.string(),
  cancel_url: z.string(),
  expires_at: z.string(),
});
export type DemoSession = z.infer<typeof demoSessionResponse>;

export const demoOutcomeResponse = z.object({
  outcome: z.enum(DEMO_OUTCOMES),
  redirect_url: z.string().nullable(),
  message: z.string().nullable(),
});
export type DemoOutcome = z.infer<typeof demoOutcomeResponse>;

export const webhookResponse = z.object({
  received: z.literal(true),
  outcome: z.enum(["ignored", "duplicate", "applied", "unknown_payment"]),
});

export const staffPaymentsResponse = z.object({
  status: z.enum(["review", "refunding", "refunded"]),
  items: z.array(
    z.object({
      uid: z.string(),
      provider: z.string(),
      status: z.string(),
      amount_cents: z.number().int(),
      currency: z.string(),
      session_id: z.string().nullable(),
      provider_payment_id: z.string().nullable(),
      review_reason: z.string().nullable(),
      refund_id: z.string().nullable(),
      paid_at: z.string().nullable(),
      refunded_at: z.string().nullable(),
      updated_at: z.string(),
      order: z.object({ number: z.number().int(), status: z.string() }),
      buyer: z.string(),
      refund_attempts: z.number().int().nullable(),
      refund_error: z.string().nullable(),
    }),
  ),
});
export type StaffPayments = z.infer<typeof staffPaymentsResponse>;
