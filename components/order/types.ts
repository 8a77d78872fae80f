/**
 * Answer shapes of the buying API as the browser reads them (docs/buying-api.md). Where the document
 * names a field without its shape (order lines, payments, invoice parties), the shape here is the one
 * the pages expect; fields marked optional are shown when present.
 */

import type { CartIssue, FieldError as InstanceError } from "@/components/cart/types";

export type Paged<T> = { total: number; page: number; size: number; pages: number; items: T[] };

export type Named = { uid?: string; name: string; slug?: string };

/** A supplier as an answer gives it: an organisation object or just its name. */
export type SupplierRef = Named | string | null | undefined;

export function supplierName(supplier: SupplierRef): string {
  if (!supplier) return "";
  return typeof supplier === "string" ? supplier : supplier.name;
}

export function supplierKey(supplier: SupplierRef): string {
  if (!supplier) return "";
  return typeof supplier === "string" ? supplier : (supplier.uid ?? supplier.name);
}

/* ---------------------------------------------------------------- cart */

export type CartFieldValue = { value: string; label: string; price_cents?: number };
export type CartField = {
  key: string;
  label: string;
  kind: "select" | "hostname" | "ssh_key" | "hours" | string;
  required: boolean;
  values?: CartFieldValue[];
  min?: number;
  max?: number;
};
/** The cart's own answer types, where the checkout reads the same answer (summary, validity). */
export type { CartIssue, CartSummary, CartValidity, FieldError as InstanceError } from "@/components/cart/types";

/** The part of a cart line the checkout reads (the cart's own CartItem types every field). */
export type CartItem = {
  id: string;
  offer: { uid: string; name: string; href: string; price_cents: number; currency: string; billing_period: string };
  organization: Named;
  count: number;
  price: { net_cents: number; vat_rate_bp: number; vat_cents: number; gross_cents: number; currency: string };
  configurations: Record<string, string | number>[];
  fields: CartField[];
  instances: { instance: number; net_cents: number; errors: InstanceError[] }[];
  issues: CartIssue[];
  blocked: boolean;
};

/* ---------------------------------------------------------------- orders */

export type DraftStep = "configuration" | "billing" | "payment" | "review";
export type Draft = { uid: string; step: DraftStep; profile_uid: string | null; created_at: string; updated_at: string };

export type OrderStatus = "draft" | "awaiting_payment" | "paid" | "cancelled" | "refunded";

export type Order = {
  uid: string;
  number: number;
  name: string;
  status: OrderStatus | string;
  created_at: string;
  placed_at: string | null;
  paid_at: string | null;
  resources_count: number;
  total_cents: number;
  total_vat_cents: number;
  net_cents: number;
  currency: string;
  email: string;
  vat_id: string;
  payment_reference: string;
};

export type OrderLine = {
  uid?: string;
  name: string;
  /** The supplier organisation delivering the line. */
  organization?: Named | null;
  supplier?: SupplierRef;
  count: number;
  billing_period: string;
  instances: {
    instance?: number;
    configuration: Record<string, string | number>;
    /** The configuration as the buyer reads it (option labels in the answer language). */
    summary?: { label: string; value: string }[];
    net_cents: number;
  }[];
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  vat_rate_bp: number;
};

/** The supplier of an order line, however the answer names it. */
export const lineSupplier = (line: OrderLine): SupplierRef => line.organization ?? line.supplier;

export type PaymentStatus = "created" | "pending" | "paid" | "failed" | "expired" | "cancelled";
export type FailureReason = "declined" | "issuer_unreachable" | "other" | string;

export type Payment = {
  uid: string;
  status: PaymentStatus | string;
  failure_reason?: FailureReason | null;
  amount_cents?: number;
  currency?: string;
  provider?: string;
  created_at?: string;
  paid_at?: string | null;
  redirect_url?: string | null;
};

export type OrderDetail = Order & {
  lines: OrderLine[];
  payments: Payment[];
  invoice: { uid: string; number: string } | null;
  resources: { uid: string; name: string; status: string; category_slug: string; product_slug: string }[];
  buyer?: Record<string, string | null | undefined> | null;
  vat_kind?: string | null;
  supplier_orders?: { uid: string; organization: SupplierRef; status: string; net_cents: number }[];
};

export type PaymentSession = { uid: string; status: string; redirect_url: string };
export type PlaceAnswer = { order: OrderDetail; payment: PaymentSession };
export type PaymentCheck = {
  status: OrderStatus | string;
  number?: number;
  payment: { uid: string; status: PaymentStatus | string; failure_reason?: FailureReason | null } | null;
  /** The provider could not be asked ('Payments is unavailable at this moment'). */
  unavailable?: boolean;
};
export type RepeatAnswer = { added: number; total?: number; added_names?: string[]; unavailable: string[]; response_message?: string };

/* ---------------------------------------------------------------- invoices */

export type Invoice = {
  uid: string;
  number: string;
  status: "issued" | "paid" | "void" | string;
  created_at: string;
  paid_at: string | null;
  due_at: string;
  amount_cents: number;
  paid_cents: number;
  vat_cents: number;
  currency: string;
  period_start: string;
  period_end: string;
  supplier: SupplierRef;
  name: string;
  order_uid: string;
};

/** A seller or buyer block (snake_case, or the snapshot's camelCase names). */
export type InvoiceParty = {
  name: string;
  address_lines?: string[];
  addressLines?: string[];
  vat_id?: string | null;
  vatId?: string | null;
  email?: string | null;
  company_number?: string | null;
  companyNumber?: string | null;
};

export type InvoiceLine = {
  uid?: string;
  name: string;
  supplier?: SupplierRef;
  count: number;
  billing_period?: string;
  unit_price_cents?: number;
  net_cents: number;
  vat_rate_bp: number;
  vat_cents: number;
  gross_cents: number;
};

export type InvoiceDetail = Invoice & {
  lines: InvoiceLine[];
  seller: InvoiceParty;
  buyer: InvoiceParty;
  net_cents?: number;
  vat_kind?: string | null;
  note?: string | null;
};

/* ---------------------------------------------------------------- demo payments */

export type DemoSession = {
  id: string;
  amount_cents: number;
  currency: string;
  description: string;
  status: "open" | "complete" | "expired" | string;
  cancel_url: string;
  expires_at: string;
};

export type DemoOutcome = { outcome: "paid" | "declined" | "issuer_unreachable"; redirect_url?: string };
