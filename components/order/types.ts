/**
 * The buying API's answers as the browser reads them: their types come from the answer schemas
 * (lib/cart/api-views.ts, lib/orders/api-views.ts), which the API tests check every answer against.
 */

import type { OrderLine } from "@/lib/orders/api-views";

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

/* ---------------------------------------------------------------- answers */

/** The cart's own answer types, where the checkout reads the same answer. */
export type { CartIssue, CartItem, CartSummary, CartValidity, ConfigField as CartField, FieldError as InstanceError, OptionValue as CartFieldValue } from "@/lib/cart/api-views";
export type {
  DemoOutcome,
  DemoSession,
  Draft,
  DraftStep,
  Invoice,
  InvoiceDetail,
  InvoiceLine,
  InvoiceParty,
  Order,
  OrderDetail,
  OrderLine,
  Payment,
  PaymentCheck,
  PaymentSession,
  PlaceAnswer,
  RepeatAnswer,
} from "@/lib/orders/api-views";

export type OrderStatus = "draft" | "awaiting_payment" | "paid" | "cancelled" | "refunded";
export type PaymentStatus = "created" | "pending" | "paid" | "failed" | "expired" | "cancelled";
export type FailureReason = "declined" | "issuer_unreachable" | "other" | string;

/** The supplier of an order line. */
export const lineSupplier = (line: OrderLine): SupplierRef => line.organization;
