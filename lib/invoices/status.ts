import type { Transitions } from "@/lib/status/record";

/**
 * Invoice statuses. An order's invoice is issued when its payment is captured, so it is born `paid`
 * (issued → paid is for invoices paid later, by bank transfer, in a later issue); `void` cancels one
 * (a refund), keeping its number: numbers have no gaps.
 */
export const INVOICE_STATUSES = ["issued", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_TRANSITIONS: Transitions<InvoiceStatus> = {
  issued: ["paid", "void"],
  paid: ["void"],
  void: [],
};
